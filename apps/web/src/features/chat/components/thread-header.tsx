import type { ChatThreadView, CurrentUser } from "@ignite/contracts"
import { chatMessages } from "@ignite/contracts"
import { Avatar, Button, Group, Stack, Text, Title, Tooltip } from "@mantine/core"
import { usePauseThread } from "../hooks/use-thread-actions"
import { isGovReader, otherParticipants } from "../participants"
import { AppHrefLink } from "./app-href-link"

/** Pause or unpause, for the government participant; a conversation waiting for its first reply cannot pause. */
function PauseControl({ thread }: { readonly thread: ChatThreadView }) {
  const pause = usePauseThread(thread.id)
  const paused = thread.status === "paused"
  const pending = thread.status === "pre_active"
  return (
    <Tooltip label={chatMessages.pauseWhilePending} disabled={!pending} openDelay={350}>
      {/* aria-disabled, not disabled: keyboard users still reach the tooltip that says why */}
      <Button
        variant="default"
        size="xs"
        data-disabled={pending || undefined}
        aria-disabled={pending || undefined}
        loading={pause.isPending}
        onClick={() => {
          if (!pending) pause.mutate(!paused)
        }}
      >
        {paused ? "Unpause chat" : "Pause chat"}
      </Button>
    </Tooltip>
  )
}

/** Who the conversation is with, linked to their storefront or profile, and the pause control (spec 02 §2). */
export function ThreadHeader({
  thread,
  reader,
}: {
  readonly thread: ChatThreadView
  readonly reader: CurrentUser
}) {
  const others = otherParticipants(thread, reader)
  return (
    <Group
      justify="space-between"
      wrap="wrap"
      gap="sm"
      p="sm"
      style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar src={others[0]?.avatar?.path ?? null} alt="" name={others[0]?.name ?? ""} radius="xl" />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h4">
            {others.map((participant, index) => (
              <span key={participant.participantId}>
                {index > 0 && ", "}
                <AppHrefLink href={participant.href} inherit>
                  {participant.name || "Unknown"}
                </AppHrefLink>
              </span>
            ))}
          </Title>
          {thread.status === "paused" && (
            <Text size="xs" c="dimmed">
              Paused
            </Text>
          )}
        </Stack>
      </Group>
      {isGovReader(reader) && <PauseControl thread={thread} />}
    </Group>
  )
}
