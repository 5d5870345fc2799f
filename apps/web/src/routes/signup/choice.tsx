import { createFileRoute } from "@tanstack/react-router"
import { SignUpChoice } from "../../features/govusers/components/partner-choices"

export const Route = createFileRoute("/signup/choice")({
  component: SignUpChoice,
})
