import { createFileRoute } from "@tanstack/react-router"
import { GovSignUpPage } from "../features/govusers/components/gov-sign-up-form"

export const Route = createFileRoute("/gov_user")({
  component: GovSignUpPage,
})
