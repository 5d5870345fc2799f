import { Avatar, Group, Text, UnstyledButton, type UnstyledButtonProps } from "@mantine/core"
import type { ComponentPropsWithRef } from "react"
import { loadOnUse, useLoadOnUse, usePreloadingTrigger } from "../../lib/load-on-use"
import { useSessionQuery } from "../../lib/session/queries"

// Mantine's Menu (with Popover and floating-ui) loads when the button is first pressed (lib/load-on-use);
// the pointer over it or the focus on it starts the import.
const dropdown = loadOnUse(() => import("./user-menu-dropdown"))

export type UserMenuButtonProps = UnstyledButtonProps & ComponentPropsWithRef<"button">
/** Who is signed in and which gate holds them (`auth.session`). */
export type SignedIn = NonNullable<ReturnType<typeof useSessionQuery>["data"]>

/** The button the menu opens from: the user's picture (or a plain icon) and name. */
export function UserMenuButton({
  user,
  name,
  ...button
}: UserMenuButtonProps & { readonly user: SignedIn["user"]; readonly name: string }) {
  return (
    <UnstyledButton aria-label={`User menu for ${name}`} {...button}>
      <Group gap="xs" wrap="nowrap">
        {/* A picture or a plain icon: initials here would be text outside the button's label, too small to read */}
        <Avatar src={user.headshot?.path} size="sm" aria-hidden />
        <Text size="sm" fw={500} visibleFrom="xs">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  )
}

/** The signed-in user's name, with the way to their account and out of the app. */
export function UserMenu() {
  const session = useSessionQuery()
  const { module, preload, use } = useLoadOnUse(dropdown)
  const trigger = usePreloadingTrigger(preload)
  if (!session.data) return null

  const { user } = session.data
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email
  if (module)
    return <module.UserMenuDropdown session={session.data} name={name} takeFocus={trigger.focused.current} />
  // Menu.Target's look and aria while the menu is closed
  return (
    <UserMenuButton
      user={user}
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      {...trigger.handlers}
      onClick={use}
    />
  )
}
