import { type CurrentUser, socialMediaTypes, timeZoneLabel } from "@ignite/contracts"
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from "@mantine/core"
import type { ReactNode } from "react"
import { isGovernmentUser } from "../profile-form"

const socialTypeName = (id: string) => socialMediaTypes.find((type) => type.id === id)?.name ?? "Other"

const phoneLine = (user: CurrentUser) => {
  if (!user.workPhone) return null
  return user.workPhoneExt ? `${user.workPhone} ext. ${user.workPhoneExt}` : user.workPhone
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  )
}

/**
 * Spec 01 §2 User detail card: name, title, email (flagged while a change waits for confirmation), time
 * zone; for non-government users also phones and social accounts.
 */
export function UserDetailsCard({ user }: { readonly user: CurrentUser }) {
  const name = `${user.firstName} ${user.lastName}`.trim()
  const showContact = !isGovernmentUser(user)
  const workPhone = phoneLine(user)

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="user-details-title">
      <Group gap="md" mb="md" wrap="nowrap">
        <Avatar
          src={user.headshot?.path ?? null}
          alt={user.headshot ? `Headshot of ${name}` : undefined}
          name={name}
          color="initials"
          size={64}
        />
        <Title order={2} size="h4" id="user-details-title">
          Your Details
        </Title>
      </Group>
      <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
        {name && <Fact label="Name">{name}</Fact>}
        {user.title && <Fact label="Title">{user.title}</Fact>}
        <Fact label="Email">
          {user.email}{" "}
          {user.unconfirmedEmail && (
            <Tooltip label={`Waiting for ${user.unconfirmedEmail} to be confirmed`} withArrow>
              <Badge variant="light" color="yellow" size="sm" tabIndex={0}>
                Change pending
              </Badge>
            </Tooltip>
          )}
        </Fact>
        {user.timezone && <Fact label="Time zone">{timeZoneLabel(user.timezone)}</Fact>}
        {showContact && user.cellPhone && <Fact label="Cell phone">{user.cellPhone}</Fact>}
        {showContact && workPhone && <Fact label="Work phone">{workPhone}</Fact>}
        {showContact && user.socialMediaAccounts.length > 0 && (
          <Fact label="Social media">
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
          </Fact>
        )}
      </SimpleGrid>
    </Card>
  )
}
