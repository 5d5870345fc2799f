import "@mantine/core/styles/default-css-variables.css"
import "@mantine/core/styles/baseline.css"
import "@mantine/core/styles/global.css"
import "../ui/app-frame/app-frame.css"
import "./signin.css"
import { startSignInPage } from "./sign-in-page"

startSignInPage({ document, location, history, fetch: window.fetch.bind(window) })
