import { createFileRoute } from "@tanstack/react-router"
import { PolicyPage } from "../features/policies/components/policy-page"
import { prefetchPolicy } from "./-components/policy-route"

export const Route = createFileRoute("/privacy")({
  loader: prefetchPolicy("privacy"),
  component: PrivacyPage,
})

function PrivacyPage() {
  return <PolicyPage kind="privacy" />
}
