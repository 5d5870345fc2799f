import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core"
import { Link } from "@tanstack/react-router"
import { companyAccountId } from "../../lib/session/company-user"
import { useSessionQuery } from "../../lib/session/queries"
import { useSignOut } from "../../lib/session/use-session-actions"

/** The signed-in user's name, with the way to their account and out of the app. */
export function UserMenu() {
  const session = useSessionQuery()
  const signOut = useSignOut()
  if (!session.data) return null

  const { user, gate } = session.data
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <UnstyledButton aria-label={`User menu for ${name}`}>
          <Group gap="xs" wrap="nowrap">
            {/* A picture or a plain icon: initials here would be text outside the button's label, too small to read */}
            <Avatar src={user.headshot?.path} size="sm" aria-hidden />
            <Text size="sm" fw={500} visibleFrom="xs">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
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
