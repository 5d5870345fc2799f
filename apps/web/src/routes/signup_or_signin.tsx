import { createFileRoute } from "@tanstack/react-router"
import { SignUpOrSignIn } from "../features/govusers/components/partner-choices"

export const Route = createFileRoute("/signup_or_signin")({
  component: SignUpOrSignIn,
})
