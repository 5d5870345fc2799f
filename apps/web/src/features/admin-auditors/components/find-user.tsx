import type { AdminUser } from "@ignite/contracts"
import { Badge, Button, Card, Group, Loader, Stack, Text, TextInput } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { useTRPC } from "../../../lib/trpc"
import { auditorMessages } from "../messages"
import { userByEmailOptions } from "../queries"
import { RoleBadges } from "./role-badges"

export interface FindUserProps {
  /** The admin asked to make the found user an auditor. */
  readonly onGrant: (user: AdminUser) => void
}

/** Finds one user by their exact address, with their roles, and offers to make them an auditor. */
export function FindUser({ onGrant }: FindUserProps) {
  const trpc = useTRPC()
  const [typed, setTyped] = useState("")
  const [email, setEmail] = useState("")
  const found = useQuery(userByEmailOptions(trpc, email))
  const user = found.data?.data[0]

  return (
    <Card withBorder>
      <Stack gap="sm">
        <form
          noValidate
          aria-label="Find a user"
          onSubmit={(event) => {
            event.preventDefault()
            setEmail(typed.trim())
          }}
        >
          <Group align="flex-end">
            <TextInput
              label="Email address"
              description="The address the user signs in with"
              type="email"
              style={{ flex: 1 }}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={
                found.isError ? (serverMessageOf(found.error) ?? auditorMessages.lookupFailed) : undefined
              }
            />
            <Button type="submit" disabled={typed.trim() === ""} loading={found.isFetching}>
              Find
            </Button>
          </Group>
        </form>
        {email === "" || found.isError ? null : found.isPending ? (
          <Loader size="sm" aria-label="Looking up the user" />
        ) : !user ? (
          <Text size="sm">{auditorMessages.noUser}</Text>
        ) : (
          <Group justify="space-between" data-testid="found-user">
            <div>
              <Text fw={600}>{auditorMessages.nameOf(user)}</Text>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
              <RoleBadges roles={user.userRoles} />
            </div>
            {user.userRoles.includes("auditor") ? (
              <Badge variant="outline">Already an auditor</Badge>
            ) : (
              <Button onClick={() => onGrant(user)}>Make auditor</Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  )
}
