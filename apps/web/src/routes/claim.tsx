import { createFileRoute } from "@tanstack/react-router"
import { ClaimRequestForm } from "../features/onboarding/components/claim-request-form"

export const Route = createFileRoute("/claim")({
  component: ClaimPage,
})

function ClaimPage() {
  return <ClaimRequestForm />
}
