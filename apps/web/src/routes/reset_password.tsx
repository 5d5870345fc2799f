import { createFileRoute, redirect } from "@tanstack/react-router"
import { ResetPasswordForm } from "../features/auth/components/reset-password-form"
import { optionalText } from "../lib/search-params"

export const Route = createFileRoute("/reset_password")({
  validateSearch: (search: Record<string, unknown>): { resetPasswordToken?: string } => {
    const resetPasswordToken = optionalText(search.resetPasswordToken)
    return resetPasswordToken ? { resetPasswordToken } : {}
  },
  // Without the mailed token there is nothing to reset (spec 01 §2).
  beforeLoad: ({ search }) => {
    if (!search.resetPasswordToken) throw redirect({ to: "/signin", replace: true })
  },
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  const { resetPasswordToken } = Route.useSearch()
  return <ResetPasswordForm resetPasswordToken={resetPasswordToken ?? ""} />
}
