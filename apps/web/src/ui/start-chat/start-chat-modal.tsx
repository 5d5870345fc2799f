import {
  type ChatParticipantRef,
  chatMessageMaxLength,
  chatMessageMinLength,
  chatMessages,
} from "@ignite/contracts"
import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useNavigate } from "@tanstack/react-router"
import { useRef, useState } from "react"
import { useTRPC } from "../../lib/trpc"

/**
 * The first message (spec 02 §2, §4 "Chat initiation"): it creates the thread, and the reader goes to it.
 * A retry of the same text carries the same client message id, so a send that did arrive is stored once.
 */
export default function StartChatModal({
  participants,
  fromMatch,
  onClose,
}: {
  readonly participants: readonly ChatParticipantRef[]
  readonly fromMatch?: boolean
  readonly onClose: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [draft, setDraft] = useState("")
  const attempt = useRef<{ content: string; clientMessageId: string } | null>(null)
  const create = useMutation({
    ...trpc.chat.create.mutationOptions(),
    onSuccess: (thread) => {
      void queryClient.invalidateQueries({ queryKey: trpc.chat.find.pathKey() })
      void queryClient.invalidateQueries({ queryKey: trpc.chat.threads.pathKey() })
      onClose()
      void navigate({ to: "/chat", search: { threadId: thread.id } })
    },
  })
  const content = draft.trim()
  const ready = content.length >= chatMessageMinLength && !create.isPending
  const send = () => {
    if (!ready) return
    if (attempt.current?.content !== content)
      attempt.current = { content, clientMessageId: crypto.randomUUID() }
    create.mutate({
      participants: [...participants],
      initialMessages: [{ content, clientMessageId: attempt.current.clientMessageId }],
      ...(fromMatch ? { fromMatch } : {}),
    })
  }

  return (
    <Modal opened onClose={onClose} title={chatMessages.startChat} centered>
      <form
        aria-label={chatMessages.startChat}
        onSubmit={(event) => {
          event.preventDefault()
          send()
        }}
      >
        <Stack>
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {chatMessages.sendFailed}
            </Alert>
          )}
          <Textarea
            label="Message"
            data-autofocus
            rows={4}
            resize="vertical"
            maxLength={chatMessageMaxLength}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready} loading={create.isPending}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
