import { createFileRoute } from "@tanstack/react-router"
import { PolicyPage } from "../features/policies/components/policy-page"
import { prefetchPolicy } from "./-components/policy-route"

export const Route = createFileRoute("/anti_spam")({
  loader: prefetchPolicy("antiSpam"),
  component: AntiSpamPage,
})

function AntiSpamPage() {
  return <PolicyPage kind="antiSpam" />
}
