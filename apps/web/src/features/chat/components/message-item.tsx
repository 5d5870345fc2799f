import { type ChatMessageView, chatMessages } from "@ignite/contracts"
import { Avatar, Box, Button, Group, Paper, Stack, Text } from "@mantine/core"
import type { OutgoingMessage } from "../timeline"

const clock = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" })

function Bubble({
  mine,
  children,
  failed = false,
}: {
  readonly mine: boolean
  readonly children: string
  readonly failed?: boolean
}) {
  return (
    <Paper
      px="sm"
      py={6}
      radius="md"
      bg={mine ? "blue.0" : "gray.0"}
      withBorder={failed}
      style={{ borderColor: failed ? "var(--mantine-color-red-7)" : undefined, maxWidth: "100%" }}
    >
      {/* plain text, never markup: React escapes it; line breaks as typed */}
      <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Paper>
  )
}

/** A stored message: who wrote it, when, what (an erased sender's text is gone). */
export function MessageItem({
  message,
  mine,
}: {
  readonly message: ChatMessageView
  readonly mine: boolean
}) {
  const name = `${message.user.firstName} ${message.user.lastName}`.trim() || "Former user"
  const at = new Date(message.createdAt)
  return (
    <Group
      component="article"
      aria-label={`${mine ? "You" : name}, ${clock.format(at)}`}
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      justify={mine ? "flex-end" : "flex-start"}
      py={4}
    >
      {!mine && <Avatar src={message.user.headshot?.path ?? null} alt="" name={name} size="sm" radius="xl" />}
      <Stack gap={2} align={mine ? "flex-end" : "flex-start"} maw="80%">
        <Text size="xs" c="dimmed">
          {mine ? "You" : name} · <time dateTime={message.createdAt}>{clock.format(at)}</time>
        </Text>
        <Bubble mine={mine}>{message.content ?? "Message removed"}</Bubble>
      </Stack>
    </Group>
  )
}

/** This page's message on its way, or one that did not reach the server, with a way to send it again. */
export function OutgoingItem({
  message,
  onRetry,
}: {
  readonly message: OutgoingMessage
  readonly onRetry: (clientMessageId: string) => void
}) {
  const failed = message.status === "failed"
  return (
    <Group
      component="article"
      aria-label={failed ? `You, ${chatMessages.notSent}` : "You, sending"}
      justify="flex-end"
      py={4}
    >
      <Stack gap={2} align="flex-end" maw="80%">
        <Bubble mine failed={failed}>
          {message.content}
        </Bubble>
        {failed ? (
          <Group gap="xs" justify="flex-end">
            <Text size="xs" c="red.8" role="alert">
              {chatMessages.notSent}
              {message.reason ? `: ${message.reason}` : ""}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => onRetry(message.clientMessageId)}
            >
              {chatMessages.retry}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            Sending…
          </Text>
        )}
      </Stack>
    </Group>
  )
}

/** The 'New' divider, before the first unread message from someone else. */
export function NewDivider({ ref }: { readonly ref: (node: HTMLElement | null) => void }) {
  return (
    <Box
      ref={ref}
      role="separator"
      aria-label="New messages below"
      my="xs"
      style={{ display: "flex", alignItems: "center", gap: 8 }}
    >
      <Box style={{ flex: 1, borderTop: "1px solid var(--mantine-color-red-7)" }} />
      <Text size="xs" fw={700} c="red.8">
        {chatMessages.newDivider}
      </Text>
    </Box>
  )
}

/** 'Today' or the full date, between the days of a conversation. */
export function DateDivider({ label }: { readonly label: string }) {
  return (
    <Box
      role="separator"
      aria-label={label}
      my="sm"
      style={{ display: "flex", alignItems: "center", gap: 8 }}
    >
      <Box style={{ flex: 1, borderTop: "1px solid var(--mantine-color-gray-4)" }} />
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Box style={{ flex: 1, borderTop: "1px solid var(--mantine-color-gray-4)" }} />
    </Box>
  )
}
