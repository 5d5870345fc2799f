import { setupMessages } from "@ignite/contracts/texts"
import { Button, Card, Group, Progress, Stack, Text, Title } from "@mantine/core"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useTRPC, useTRPCClient } from "../../../lib/trpc"
import { notify } from "../../../ui/notifications/notification-store"
import { useSetupFacts } from "../queries"
import { setupStepKeys, setupStepsDone } from "../setup-steps"
import { SetupStepItem } from "./setup-step-item"

/**
 * A new company owner's first run (issue 25): until the account's setup session is complete, their home
 * opens with the steps that make a storefront worth finding, each ticked from the real state. Finishing or
 * dismissing completes the session on the account (PATCH …/mark_setup_session_complete), so it never
 * comes back, on this device or another.
 */
export function SetupChecklist({ accountId }: { readonly accountId: string }) {
  const trpc = useTRPC()
  const account = useQuery(trpc.accounts.current.queryOptions())
  if (account.data?.setupSessionComplete !== false) return null
  return <OpenSetupChecklist accountId={accountId} />
}

function OpenSetupChecklist({ accountId }: { readonly accountId: string }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { facts } = useSetupFacts(accountId)
  const client = useTRPCClient()
  // finished (every step done) or dismissed: the same call, told apart only in what the owner is told
  const complete = useMutation({
    mutationFn: (_finished: boolean) => client.accounts.markSetupSessionComplete.mutate(),
    onSuccess: (account, finished) => {
      queryClient.setQueryData(trpc.accounts.current.queryKey(), account)
      notify(
        finished
          ? { message: setupMessages.finished, severity: "success" }
          : { message: setupMessages.dismissed, severity: "info" },
      )
    },
    onError: (error) => notifyFailure(error, setupMessages.saveFailed),
  })
  // until the facts are known the steps cannot be ticked truthfully; a failure is the storefront card's to say
  if (facts === undefined) return null
  const done = setupStepsDone(facts)
  const count = setupStepKeys.filter((step) => done[step]).length
  const all = count === setupStepKeys.length
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="setup-checklist-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="setup-checklist-title">
            {setupMessages.title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {setupMessages.intro}
          </Text>
        </div>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={(count / setupStepKeys.length) * 100}
            color={all ? "green" : undefined}
            style={{ flex: 1 }}
            aria-label={setupMessages.progress(count, setupStepKeys.length)}
          />
          <Text size="sm">{setupMessages.progress(count, setupStepKeys.length)}</Text>
        </Group>
        <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: "none" }}>
          {setupStepKeys.map((step, index) => (
            <SetupStepItem
              key={step}
              step={step}
              position={index + 1}
              done={done[step]}
              listingId={facts.listing?.id ?? null}
            />
          ))}
        </Stack>
        {all ? (
          <Group justify="flex-end">
            <Button onClick={() => complete.mutate(true)} loading={complete.isPending}>
              {setupMessages.finish}
            </Button>
          </Group>
        ) : (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="xs" c="dimmed">
              {setupMessages.dismissHint}
            </Text>
            <Button variant="default" onClick={() => complete.mutate(false)} loading={complete.isPending}>
              {setupMessages.dismiss}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  )
}
