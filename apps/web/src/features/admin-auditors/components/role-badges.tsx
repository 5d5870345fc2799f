import type { UserRole } from "@ignite/contracts"
import { Badge, Group, Text } from "@mantine/core"

const roleLabels: Record<UserRole, string> = {
  admin: "Admin",
  auditor: "Auditor",
  gov: "Government",
  ignite: "Company",
}

/** A user's roles as words; a user may hold none (a plain user, say an auditor whose role was revoked). */
export function RoleBadges({ roles }: { readonly roles: readonly UserRole[] }) {
  if (roles.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No role
      </Text>
    )
  return (
    <Group gap={4} mt={4}>
      {roles.map((role) => (
        <Badge key={role} variant="light" size="sm">
          {roleLabels[role]}
        </Badge>
      ))}
    </Group>
  )
}
