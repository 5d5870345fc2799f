import { Anchor } from "@mantine/core"
import { Link } from "@tanstack/react-router"

/** The admin screens' way to the government sign-up allow list. */
export function GovEmailAllowListLink() {
  return (
    <Anchor renderRoot={(props) => <Link to="/admin/gov_email_allow_list" {...props} />} size="sm" mt="xs">
      Government sign-up allow list
    </Anchor>
  )
}
