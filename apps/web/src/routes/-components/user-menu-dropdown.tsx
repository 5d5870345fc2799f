import { Menu } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { useFocusOnMount } from "../../lib/load-on-use"
import { companyAccountId } from "../../lib/session/company-user"
import { useSignOut } from "../../lib/session/use-session-actions"
import { type SignedIn, UserMenuButton } from "./user-menu"

/**
 * The user menu itself, loaded when its button is first pressed (user-menu.tsx): it opens at once, its
 * button taking the focus the stand-in had.
 */
export function UserMenuDropdown({
  session: { user, gate },
  name,
  takeFocus,
}: {
  readonly session: SignedIn
  readonly name: string
  readonly takeFocus: boolean
}) {
  const signOut = useSignOut()
  const button = useFocusOnMount<HTMLButtonElement>(takeFocus)
  return (
    <Menu position="bottom-end" width={220} defaultOpened>
      <Menu.Target>
        <UserMenuButton ref={button} user={user} name={name} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        {/* Gated users (unconfirmed, terms unsigned) cannot reach the account page yet. */}
        {gate === null && (
          <Menu.Item renderRoot={(props) => <Link to="/account" {...props} />}>Account</Menu.Item>
        )}
        {gate === null && companyAccountId(user) && (
          <Menu.Item renderRoot={(props) => <Link to="/users" {...props} />}>Users</Menu.Item>
        )}
        <Menu.Item onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
