import { createFileRoute } from "@tanstack/react-router"
import { PolicyPage } from "../features/policies/components/policy-page"
import { prefetchPolicy } from "./-components/policy-route"

export const Route = createFileRoute("/terms")({
  loader: prefetchPolicy("terms"),
  component: TermsPage,
})

function TermsPage() {
  return <PolicyPage kind="terms" />
}
