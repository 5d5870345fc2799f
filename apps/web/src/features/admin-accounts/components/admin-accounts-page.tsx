import type { AdminAccount, PageRequest, PaymentStatus } from "@ignite/contracts"
import { paymentStatusMessages } from "@ignite/contracts/texts"
import { Badge, Button, Group, Loader, Table, Text, TextInput } from "@mantine/core"
import { useDebouncedCallback } from "@mantine/hooks"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type ReactNode, useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { AdminPage } from "../../../ui/admin-page/admin-page"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { ConfirmDialog } from "../../../ui/forms/confirm-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"

type SettableStatus = Exclude<PaymentStatus, "none">

const statusColors: Record<PaymentStatus, string> = { none: "gray", good_standing: "green", past_due: "red" }

export interface AdminAccountsPageProps {
  readonly page: number
  readonly perPage: number
  readonly search: string
  readonly onChange: (next: PageRequest & { readonly search: string }) => void
  /** The way between the admin screens, given by the route (routes/-components/admin-nav). */
  readonly nav: ReactNode
}

/**
 * /admin/accounts: find a company account by name or UEI and set whether its payments are in good standing
 * (republishing a storefront needs it). Each change is confirmed first.
 */
export function AdminAccountsPage({ page, perPage, search, onChange, nav }: AdminAccountsPageProps) {
  const trpc = useTRPC()
  const client = useTRPCClient()
  const queryClient = useQueryClient()
  const [typed, setTyped] = useState(search)
  const [asked, setAsked] = useState<{ account: AdminAccount; status: SettableStatus } | null>(null)
  const [shown, setShown] = useState<{ account: AdminAccount; status: SettableStatus } | null>(null)
  const request = { page, perPage, ...(search ? { search } : {}) }
  const accounts = useQuery({
    ...trpc.adminAccounts.list.queryOptions(request),
    placeholderData: keepPreviousData,
  })
  // A new search starts at page 1; the address changes once typing pauses.
  const searchFor = useDebouncedCallback((text: string) => onChange({ page: 1, perPage, search: text }), 300)
  const ask = (account: AdminAccount, status: SettableStatus) => {
    setShown({ account, status })
    setAsked({ account, status })
  }
  const close = () => setAsked(null)

  const set = useMutation({
    mutationFn: ({ account, status }: { account: AdminAccount; status: SettableStatus }) =>
      client.listings.setPaymentStatus.mutate({ accountId: account.id, status }),
    onSuccess: (_answer, { account, status }) => {
      void queryClient.invalidateQueries({ queryKey: trpc.adminAccounts.list.queryKey() })
      notify({
        message: `${account.name}: payment status set to ${paymentStatusMessages.labels[status]}.`,
        severity: "success",
      })
      close()
    },
    onError: (error) => {
      notifyFailure(error, serverMessageOf(error) ?? paymentStatusMessages.setFailed)
      close()
    },
  })

  return (
    <AdminPage
      nav={nav}
      title="Accounts"
      intro="Company accounts and their payment status. A storefront can be published again after an unpublish only while its account is in good standing."
    >
      <TextInput
        label="Search accounts"
        description="Part of the name or the Unique Entity Id"
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value)
          searchFor(event.currentTarget.value.trim())
        }}
      />
      {accounts.isPending ? (
        <Loader aria-label="Loading the accounts" />
      ) : accounts.isError ? (
        <LoadFailed message={paymentStatusMessages.loadFailed} onRetry={() => void accounts.refetch()} />
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label="Accounts" verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>UEI</Table.Th>
                  <Table.Th>Claimed</Table.Th>
                  <Table.Th>Payment status</Table.Th>
                  <Table.Th>
                    <Text span size="sm" fw={700}>
                      Set payment status
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.data.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text size="sm" c="dimmed">
                        No accounts match.
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {accounts.data.data.map((account) => (
                  <Table.Tr key={account.id} data-testid="admin-account-row">
                    <Table.Td>{account.name}</Table.Td>
                    <Table.Td>{account.uniqueEntityId}</Table.Td>
                    <Table.Td>{account.claimed ? "Yes" : "No"}</Table.Td>
                    <Table.Td>
                      <Badge color={statusColors[account.paymentStatus]} variant="light">
                        {paymentStatusMessages.labels[account.paymentStatus]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="default"
                          disabled={account.paymentStatus === "good_standing"}
                          onClick={() => ask(account, "good_standing")}
                          aria-label={`Set ${account.name} to good standing`}
                        >
                          Good standing
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          color="red"
                          disabled={account.paymentStatus === "past_due"}
                          onClick={() => ask(account, "past_due")}
                          aria-label={`Set ${account.name} to past due`}
                        >
                          Past due
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PaginationFooter
            pagination={accounts.data.pagination}
            perPage={perPage}
            onChange={(next) => onChange({ ...next, search })}
          />
        </>
      )}
      <ConfirmDialog
        opened={asked !== null}
        onCancel={close}
        title="Set payment status"
        confirmLabel="Confirm"
        onConfirm={() => asked && set.mutate(asked)}
        pending={set.isPending}
      >
        {shown && (
          <Text>
            Set the payment status of {shown.account.name} to{" "}
            <strong>{paymentStatusMessages.labels[shown.status]}</strong>?
          </Text>
        )}
      </ConfirmDialog>
    </AdminPage>
  )
}
