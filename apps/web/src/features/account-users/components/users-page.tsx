import type { AccountUserEntry, UserInvite } from "@ignite/contracts"
import { identityMessages } from "@ignite/contracts/texts"
import { Button, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { useTRPC } from "../../../lib/trpc"
import { QueryView } from "../../../ui/errors/query-view"
import { PageFrame } from "../../../ui/page-frame/page-frame"
import { usePageSearch } from "../../../ui/pagination/page-search"
import { PaginationFooter } from "../../../ui/pagination/pagination-footer"
import { UserDetailsCard } from "../../../ui/user-details/user-details-card"
import { accountUsersOptions } from "../queries"
import { ConfirmInviteAction, type InviteAction } from "./confirm-invite-action"
import { InviteCard } from "./invite-card"
import { InviteModal } from "./invite-modal"

// What a modal works on stays while it closes, so its title and text do not change mid-transition.
interface InviteModalState {
  readonly opened: boolean
  readonly invite?: UserInvite
}
interface ConfirmState {
  readonly opened: boolean
  readonly action: InviteAction
  readonly invite?: UserInvite
}

const entryKey = (entry: AccountUserEntry) =>
  entry.kind === "user" ? `user-${entry.user.id}` : `invite-${entry.invite.userInviteId}`

/**
 * The account's users page (spec 01 §2 Account users page): members and pending invites, a page at a time
 * (page and perPage in the address), with the way to invite another colleague.
 */
export function UsersPage({ accountId }: { readonly accountId: string }) {
  const trpc = useTRPC()
  const { page, perPage, onChange } = usePageSearch()
  const users = useQuery({
    ...accountUsersOptions(trpc, accountId, { page, perPage }),
    placeholderData: keepPreviousData,
  })
  const [inviteModal, setInviteModal] = useState<InviteModalState>({ opened: false })
  const [confirm, setConfirm] = useState<ConfirmState>({ opened: false, action: "resend" })
  const ask = (action: InviteAction, invite: UserInvite) => setConfirm({ opened: true, action, invite })

  return (
    <PageFrame>
      <Stack gap="lg">
        <Group justify="space-between" align="center">
          <Title order={1}>Users</Title>
          <Button onClick={() => setInviteModal({ opened: true })}>Invite User</Button>
        </Group>
        <QueryView
          query={users}
          loading="Loading the account's users"
          failed={identityMessages.userDataLoadFailed}
        >
          {(page) => (
            <>
              {page.data.length === 0 && <Text c="dimmed">No users on this page.</Text>}
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {page.data.map((entry) =>
                  entry.kind === "user" ? (
                    <UserDetailsCard
                      key={entryKey(entry)}
                      user={entry.user}
                      heading={`${entry.user.firstName} ${entry.user.lastName}`.trim()}
                    />
                  ) : (
                    <InviteCard
                      key={entryKey(entry)}
                      invite={entry.invite}
                      now={users.dataUpdatedAt}
                      onResend={() => ask("resend", entry.invite)}
                      onEdit={() => setInviteModal({ opened: true, invite: entry.invite })}
                      onDelete={() => ask("delete", entry.invite)}
                    />
                  ),
                )}
              </SimpleGrid>
              <PaginationFooter pagination={page.pagination} perPage={perPage} onChange={onChange} />
            </>
          )}
        </QueryView>
      </Stack>
      <InviteModal
        opened={inviteModal.opened}
        invite={inviteModal.invite}
        accountId={accountId}
        onClose={() => setInviteModal((previous) => ({ ...previous, opened: false }))}
      />
      <ConfirmInviteAction
        opened={confirm.opened}
        action={confirm.action}
        invite={confirm.invite}
        accountId={accountId}
        onClose={() => setConfirm((previous) => ({ ...previous, opened: false }))}
      />
    </PageFrame>
  )
}
