import { createFileRoute } from "@tanstack/react-router"
import { RequestPasswordResetForm } from "../features/auth/components/request-password-reset-form"

export const Route = createFileRoute("/request_password_reset")({
  component: RequestPasswordResetPage,
})

function RequestPasswordResetPage() {
  return <RequestPasswordResetForm />
}
