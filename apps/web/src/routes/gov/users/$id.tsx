import { createFileRoute } from "@tanstack/react-router"
import { GovUserProfile } from "../../../features/govusers/components/gov-user-profile"

export const Route = createFileRoute("/gov/users/$id")({
  component: GovUserPage,
})

function GovUserPage() {
  const { id } = Route.useParams()
  return <GovUserProfile key={id} id={id} />
}
