import { revealWindowMs } from "@ignite/contracts"
import { Alert, Code, Modal, Stack, Text, Textarea } from "@mantine/core"
import { useState } from "react"
import { serverMessageOf } from "../../../lib/api-error"
import { isAuthError } from "../../../lib/auth-errors"
import { fieldIssuesOf } from "../../../lib/field-issues"
import { FormActions } from "../../../ui/forms/form-actions"
import { notify } from "../../../ui/notifications/notification-store"
import { minuteText } from "../local-time"
import { useReveal } from "../queries"

export interface RevealDialogProps {
  /** The data subject whose personal fields the reader asks to see; null: the dialog is closed. */
  readonly subject: string | null
  readonly onClose: () => void
}

const minutes = revealWindowMs / 60_000

/**
 * Asks why the reader needs to see a person's data before showing it (issue 22): the server checks the
 * reason (10 to 500 characters) and records it with the reader's name for admins, then the history is read
 * again with the subject's fields open for a while. Mantine's modal keeps the focus inside until it closes.
 */
export function RevealDialog({ subject, onClose }: RevealDialogProps) {
  const reveal = useReveal()
  const [reason, setReason] = useState("")
  // the subject stays in view while the dialog closes
  const [shown, setShown] = useState(subject)
  if (subject !== null && subject !== shown) setShown(subject)

  const close = () => {
    setReason("")
    reveal.reset()
    onClose()
  }
  const issues = reveal.isError ? fieldIssuesOf(reveal.error) : []
  const reasonError = issues.find((issue) => issue.path === "reason")?.message
  const failure =
    reveal.isError && !isAuthError(reveal.error) && reasonError === undefined
      ? (issues[0]?.message ??
        serverMessageOf(reveal.error) ??
        "The personal data could not be revealed. Please try again.")
      : null

  return (
    <Modal
      opened={subject !== null}
      onClose={close}
      title="Reveal personal data"
      closeButtonProps={{ "aria-label": "Close" }}
      centered
    >
      <form
        aria-label="Reveal personal data"
        onSubmit={(event) => {
          event.preventDefault()
          if (!shown) return
          reveal.mutate(
            { subject: shown, reason },
            {
              onSuccess: (answer) => {
                notify({
                  message: `Personal data of ${answer.subject} is shown to you until ${minuteText(answer.expiresAt)}.`,
                  severity: "success",
                })
                close()
              },
            },
          )
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            The personal fields of <Code>{shown}</Code> are hidden in the history. Say why you need to see
            them: your reason is recorded with your name, and admins read it. They stay open to you for{" "}
            {minutes} minutes.
          </Text>
          <Textarea
            label="Reason"
            description={`10 to 500 characters (${reason.trim().length} so far)`}
            required
            rows={3}
            maxLength={500}
            data-autofocus
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value)
              // the server's word was about the reason it was sent; an edit is a new one
              if (reveal.isError) reveal.reset()
            }}
            error={reasonError}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <FormActions submitLabel="Reveal" onCancel={close} pending={reveal.isPending} />
        </Stack>
      </form>
    </Modal>
  )
}
