import { createFileRoute } from "@tanstack/react-router"
import { ResetPasswordForm } from "../features/auth/components/reset-password-form"
import { requireToken, tokenSearch } from "./-components/token-link"

const resetSearch = tokenSearch("resetPasswordToken")

export const Route = createFileRoute("/reset_password")({
  validateSearch: resetSearch,
  // Without the mailed token there is nothing to reset (spec 01 §2).
  beforeLoad: requireToken("resetPasswordToken", "/signin"),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { resetPasswordToken } = Route.useSearch()
  return <ResetPasswordForm resetPasswordToken={resetPasswordToken ?? ""} />
}
