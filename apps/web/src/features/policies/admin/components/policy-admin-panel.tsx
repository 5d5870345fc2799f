import type { PolicyKind } from "@ignite/contracts"
import { Card, Center, Loader, SimpleGrid, Text, Title } from "@mantine/core"
import { useState } from "react"
import { isNotFoundError } from "../../../../lib/http-status"
import { LoadFailed } from "../../../../ui/errors/load-failed"
import { policyMessages } from "../../messages"
import { useLatestPolicy } from "../../queries"
import { publishMessages } from "../publish-form"
import { PolicyInForce } from "./policy-in-force"
import { PublishPolicyForm } from "./publish-policy-form"

/** One kind of policy: the version in force beside the form for the next one. */
export function PolicyAdminPanel({ kind }: { readonly kind: PolicyKind }) {
  const latest = useLatestPolicy(kind)
  const [publishedId, setPublishedId] = useState<string>()
  // A kind with nothing published yet answers 404: that is a state, not a failure.
  const missing = latest.isError && isNotFoundError(latest.error)

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder padding="lg" component="section" aria-label="In force">
        <Title order={2} size="h5" c="dimmed" tt="uppercase" mb="sm">
          In force
        </Title>
        {latest.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading the version in force" />
          </Center>
        ) : missing ? (
          <Text c="dimmed">{publishMessages.nothingPublished}</Text>
        ) : latest.isError ? (
          <LoadFailed message={policyMessages.loadPolicy} onRetry={() => void latest.refetch()} />
        ) : (
          <PolicyInForce document={latest.data} justPublished={latest.data.id === publishedId} />
        )}
      </Card>
      <Card withBorder padding="lg" component="section" aria-label="Publish a new version">
        <Title order={2} size="h5" c="dimmed" tt="uppercase" mb="sm">
          Publish a new version
        </Title>
        {latest.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          // Keyed by the version in force, so after publishing the form starts again from the new one.
          <PublishPolicyForm
            key={latest.data?.id ?? "none"}
            kind={kind}
            current={latest.data}
            onPublished={(document) => setPublishedId(document.id)}
          />
        )}
      </Card>
    </SimpleGrid>
  )
}
