import type { UserInvite } from "@ignite/contracts"
import { accountMessages } from "@ignite/contracts/texts"
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Title } from "@mantine/core"
import { useId } from "react"
import { DetailFact } from "../../../ui/user-details/detail-fact"
import { inviteExpired } from "../invite-form"

export interface InviteCardProps {
  readonly invite: UserInvite
  /** When the list was read: an invite shows 'Invite Expired' once its link has lapsed. */
  readonly now: number
  readonly onResend: () => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** A pending invite on the Users page (spec 01 §2, §4): who, the address, its state, and what can be done. */
export function InviteCard({ invite, now, onResend, onEdit, onDelete }: InviteCardProps) {
  const headingId = useId()
  const name = `${invite.firstName} ${invite.lastName}`.trim()
  const expired = inviteExpired(invite.inviteTokenExpiry, now)
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Group gap="md" mb="md" wrap="nowrap">
        <Avatar name={name} color="initials" size={64} />
        <div>
          <Title order={2} size="h4" id={headingId}>
            {name}
          </Title>
          <Badge variant="light" color={expired ? "gray" : "blue"} mt={4}>
            {expired ? accountMessages.inviteExpiredLabel : accountMessages.invited}
          </Badge>
        </div>
      </Group>
      <SimpleGrid cols={1} spacing="sm" component="dl" m={0} mb="md">
        <DetailFact label="Email">{invite.email}</DetailFact>
      </SimpleGrid>
      <Group gap="xs">
        <Button size="xs" variant="light" onClick={onResend}>
          Resend
        </Button>
        <Button size="xs" variant="default" onClick={onEdit}>
          Edit
        </Button>
        <Button size="xs" variant="light" color="red" onClick={onDelete}>
          Delete
        </Button>
      </Group>
    </Card>
  )
}
