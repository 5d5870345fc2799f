import { Center, Text } from "@mantine/core"
import { createFileRoute, useLocation } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { openSignInDocument } from "../lib/session/sign-in-page"
import { PageSpinner } from "./-components/gate-spinner"

export const Route = createFileRoute("/signin")({
  component: SignInHandOver,
})

/** The app's way to /signin (redirects, links): the sign-in page is its own document (lib/session/sign-in-page). */
function SignInHandOver() {
  const { href } = useLocation()
  const [missing, setMissing] = useState(false)
  useEffect(() => setMissing(!openSignInDocument(href)), [href])
  if (!missing) return <PageSpinner />
  return (
    <Center py="xl" px="md">
      <Text>This build has no sign-in page (signin.html): build the web app with npm run build:web.</Text>
    </Center>
  )
}
