import { identityMessages } from "@ignite/contracts/texts"
import { Card, Center, Loader, SimpleGrid, Title } from "@mantine/core"
import { useId } from "react"
import { LoadFailed } from "../../../ui/errors/load-failed"
import { DetailFact } from "../../../ui/user-details/detail-fact"

interface AccountFacts {
  readonly name: string
  readonly uniqueEntityId: string
}

export interface AccountCardProps {
  /** None while it loads or when loading failed. */
  readonly account: AccountFacts | undefined
  readonly failed: boolean
  readonly onRetry: () => void
}

/** Spec 01 §2 Account detail card: the company account's name and Unique Entity Id. */
export function AccountCard({ account, failed, onRetry }: AccountCardProps) {
  const headingId = useId()
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="md">
        Company Account
      </Title>
      {account ? (
        <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
          <DetailFact label="Account name">{account.name}</DetailFact>
          <DetailFact label="Unique Entity Id">{account.uniqueEntityId}</DetailFact>
        </SimpleGrid>
      ) : failed ? (
        <LoadFailed message={identityMessages.loadUserFailed} onRetry={onRetry} />
      ) : (
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Loading your company account" />
        </Center>
      )}
    </Card>
  )
}
