import { type CurrentUser, socialMediaTypes, timeZoneLabel } from "@ignite/contracts"
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core"
import { useId } from "react"
import { isGovernmentUser } from "../profile-form/profile-form"
import { DetailFact } from "./detail-fact"

/** What a detail card shows of a user: the signed-in user, or a member of their account. */
export type UserDetails = Pick<
  CurrentUser,
  | "firstName"
  | "lastName"
  | "title"
  | "email"
  | "unconfirmedEmail"
  | "timezone"
  | "cellPhone"
  | "workPhone"
  | "workPhoneExt"
  | "headshot"
  | "socialMediaAccounts"
  | "userRoles"
>

const socialTypeName = (id: string) => socialMediaTypes.find((type) => type.id === id)?.name ?? "Other"

const phoneLine = (user: UserDetails) => {
  if (!user.workPhone) return null
  return user.workPhoneExt ? `${user.workPhone} ext. ${user.workPhoneExt}` : user.workPhone
}

/**
 * Spec 01 §2 User detail card: name, title, email (flagged while a change waits for confirmation), time
 * zone; for non-government users also phones and social accounts. Headed 'Your Details' on the account
 * page, by the member's name on the Users page.
 */
export function UserDetailsCard({
  user,
  heading = "Your Details",
}: {
  readonly user: UserDetails
  readonly heading?: string
}) {
  const headingId = useId()
  const name = `${user.firstName} ${user.lastName}`.trim()
  const showContact = !isGovernmentUser(user)
  const workPhone = phoneLine(user)

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Group gap="md" mb="md" wrap="nowrap">
        <Avatar
          src={user.headshot?.path ?? null}
          alt={user.headshot ? `Headshot of ${name}` : undefined}
          name={name}
          color="initials"
          size={64}
        />
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
      </Group>
      <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
        {/* On the Users page the heading is the name already. */}
        {name && heading !== name && <DetailFact label="Name">{name}</DetailFact>}
        {user.title && <DetailFact label="Title">{user.title}</DetailFact>}
        <DetailFact label="Email">
          {user.email}{" "}
          {user.unconfirmedEmail && (
            <Tooltip label={`Waiting for ${user.unconfirmedEmail} to be confirmed`} withArrow>
              <Badge variant="light" color="yellow" size="sm" tabIndex={0}>
                Change pending
              </Badge>
            </Tooltip>
          )}
        </DetailFact>
        {user.timezone && <DetailFact label="Time zone">{timeZoneLabel(user.timezone)}</DetailFact>}
        {showContact && user.cellPhone && <DetailFact label="Cell phone">{user.cellPhone}</DetailFact>}
        {showContact && workPhone && <DetailFact label="Work phone">{workPhone}</DetailFact>}
        {showContact && user.socialMediaAccounts.length > 0 && (
          <DetailFact label="Social media">
            <Stack component="span" gap={2}>
              {user.socialMediaAccounts.map((account) => (
                <Text component="span" key={account.id} display="block">
                  <Text component="span" fw={500}>
                    {socialTypeName(account.socialMediaTypeId)}:
                  </Text>{" "}
                  {account.identifier}
                </Text>
              ))}
            </Stack>
          </DetailFact>
        )}
      </SimpleGrid>
    </Card>
  )
}
