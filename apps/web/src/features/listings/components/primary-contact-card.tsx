import type { PointOfContact } from "@ignite/contracts"
import { socialMediaTypes } from "@ignite/contracts"
import { Anchor, Avatar, Group, Stack, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { errorCodeOf } from "../../../lib/api-error"
import { useTRPC } from "../../../lib/trpc"
import { isWebAddress } from "../../../ui/external-link/external-destination"
import { ExternalLink } from "../../../ui/external-link/external-link"
import { useFailureNotice } from "../../../ui/notifications/use-failure-notice"
import { listingViewMessages } from "../messages"
import type { ListingSide } from "../queries"

const typeNames = new Map<string, string>(socialMediaTypes.map((type) => [type.id, type.name]))

/** The contact as the card shows them: picture, name, title, and every way to reach them they gave. */
export function PrimaryContact({ contact }: { readonly contact: PointOfContact }) {
  const name = `${contact.firstName} ${contact.lastName}`.trim()
  const workPhone = contact.workPhone
    ? `${contact.workPhone}${contact.workPhoneExt ? ` ext. ${contact.workPhoneExt}` : ""}`
    : null
  return (
    <Group align="flex-start" wrap="nowrap" data-testid="primary-contact">
      <Avatar src={contact.headshot?.path} name={name} alt="" radius="xl" size="lg" />
      <Stack gap={2}>
        <Text fw={600}>{name}</Text>
        {contact.title && (
          <Text size="sm" c="dimmed">
            {contact.title}
          </Text>
        )}
        <Anchor size="sm" href={`mailto:${contact.email}`}>
          {contact.email}
        </Anchor>
        {contact.cellPhone && <Text size="sm">Cell: {contact.cellPhone}</Text>}
        {workPhone && <Text size="sm">Work: {workPhone}</Text>}
        {contact.socialMediaAccounts.map((account) => (
          <Text key={account.id} size="sm">
            {typeNames.get(account.socialMediaTypeId) ?? "Social"}:{" "}
            {isWebAddress(account.identifier) ? (
              <ExternalLink href={account.identifier} size="sm">
                {account.identifier}
              </ExternalLink>
            ) : (
              account.identifier
            )}
          </Text>
        ))}
      </Stack>
    </Group>
  )
}

/**
 * The Primary Contact card's body (spec 02 §2, §8): the point of contact from the side the viewer reads
 * the listing from; none set (NoUserPointOfContact) is 'No Point of Contact Data', any other failure
 * 'Error loading data' in the card and 'Failed to load primary contact data. Please try again.' notified.
 */
export function PrimaryContactCard({
  listingId,
  pointOfContactId,
  side,
}: {
  readonly listingId: string
  /** The listing's own field: none named needs no request to say so. */
  readonly pointOfContactId: string | null
  readonly side: ListingSide
}) {
  const trpc = useTRPC()
  const contact = useQuery({
    ...(side === "owner"
      ? trpc.listings.pointOfContact.queryOptions({ listingId })
      : trpc.connect.pointOfContact.queryOptions({ listingId })),
    enabled: pointOfContactId !== null,
  })
  // none named is no failure; anything else is said once, and the card says 'Error loading data'
  useFailureNotice(
    contact.isError && errorCodeOf(contact.error) !== "NoUserPointOfContact",
    listingViewMessages.primaryContactLoadFailed,
  )
  if (pointOfContactId === null)
    return (
      <Text size="sm" c="dimmed">
        {listingViewMessages.noPointOfContact}
      </Text>
    )
  if (contact.isPending)
    return (
      <Text size="sm" c="dimmed">
        Loading...
      </Text>
    )
  if (contact.isError)
    return (
      <Text size="sm" c="dimmed">
        {errorCodeOf(contact.error) === "NoUserPointOfContact"
          ? listingViewMessages.noPointOfContact
          : listingViewMessages.pointOfContactLoadFailed}
      </Text>
    )
  return <PrimaryContact contact={contact.data} />
}
