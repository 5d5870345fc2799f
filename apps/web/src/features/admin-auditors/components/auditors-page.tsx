import type { PageRequest } from "@ignite/contracts"
import { Button, Loader, Table, Text, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { auditorMessages } from "../messages"
import { auditorsOptions } from "../queries"
import { ConfirmRoleChange, type RoleChange } from "./confirm-role-change"
import { FindUser } from "./find-user"
import { RoleBadges } from "./role-badges"

export interface AuditorsPageProps extends PageRequest {
  readonly onChange: (next: PageRequest) => void
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
}

/**
 * /admin/auditors (issue 22): who holds the auditor role, and the way to grant it to a user found by their
 * address or take it back. Each change is confirmed first, since it signs the user out.
 */
export function AuditorsPage({ page, perPage, onChange, nav }: AuditorsPageProps) {
  const trpc = useTRPC()
  const [asked, setAsked] = useState<RoleChange | null>(null)
  const auditors = useQuery({
    ...auditorsOptions(trpc, { page, perPage }),
    placeholderData: keepPreviousData,
  })

  return (
    <AdminPage
      nav={nav}
      title="Auditors"
      intro="Auditors read the event history and change nothing. Granting or revoking the role signs the user out, so their next sign-in carries it."
    >
      <FindUser onGrant={(user) => setAsked({ user, grant: true })} />
      <Title order={2} size="h3">
        Current auditors
      </Title>
      {auditors.isPending ? (
        <Loader aria-label="Loading the auditors" />
      ) : auditors.isError ? (
        <LoadFailed message={auditorMessages.listFailed} onRetry={() => void auditors.refetch()} />
      ) : (
        <>
          <Table aria-label="Auditors" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {auditors.data.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text size="sm" c="dimmed">
                      No one is an auditor yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {auditors.data.data.map((user) => (
                <Table.Tr key={user.id} data-testid="auditor-row">
                  <Table.Td>{auditorMessages.nameOf(user)}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>
                    <RoleBadges roles={user.userRoles} />
                  </Table.Td>
                  <Table.Td align="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Revoke the auditor role of ${auditorMessages.nameOf(user)}`}
                      onClick={() => setAsked({ user, grant: false })}
                    >
                      Revoke
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PaginationFooter pagination={auditors.data.pagination} perPage={perPage} onChange={onChange} />
        </>
      )}
      <ConfirmRoleChange change={asked} onClose={() => setAsked(null)} />
    </AdminPage>
  )
}
