import { createFileRoute } from "@tanstack/react-router"
import { ConfirmationInstructions } from "../features/auth/components/confirmation-instructions"
import { optionalText } from "../lib/search-params"

export const Route = createFileRoute("/confirmation_instructions")({
  // `key`: base64 of the email, set when a signed-out user was turned away as unconfirmed.
  validateSearch: (search: Record<string, unknown>): { key?: string } => {
    const key = optionalText(search.key)
    return key ? { key } : {}
  },
  component: ConfirmationInstructionsPage,
})

function ConfirmationInstructionsPage() {
  const { key } = Route.useSearch()
  return <ConfirmationInstructions emailKey={key} />
}
