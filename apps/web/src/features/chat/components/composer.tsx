import { chatMessageMaxLength, chatMessageMinLength } from "@ignite/contracts"
import { Button, Group, Textarea } from "@mantine/core"
import { useId, useState } from "react"

/** Whether a draft may be sent: at least 2 characters once trimmed (spec 02 §5, §9). */
export const canSend = (draft: string) => draft.trim().length >= chatMessageMinLength

/** The message box: Enter sends, Shift+Enter starts a new line; Send waits for 2 characters. */
export function Composer({
  onSend,
  disabled = false,
}: {
  readonly onSend: (content: string) => void
  readonly disabled?: boolean
}) {
  const [draft, setDraft] = useState("")
  const hintId = useId()
  const ready = !disabled && canSend(draft)
  const send = () => {
    if (!ready) return
    onSend(draft.trim())
    setDraft("")
  }
  return (
    <form
      aria-label="Send a message"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <Textarea
          aria-label="Message"
          aria-describedby={hintId}
          placeholder="Write a message"
          rows={2}
          resize="vertical"
          maxLength={chatMessageMaxLength}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              send()
            }
          }}
          style={{ flex: 1 }}
        />
        <Button type="submit" disabled={!ready}>
          Send
        </Button>
      </Group>
      <span id={hintId} hidden>
        Enter sends, Shift+Enter starts a new line.
      </span>
    </form>
  )
}
