import { Button, Group } from "@mantine/core"
import type { ReactNode } from "react"
import { notifyFailure } from "../../../lib/session/notify-failure"
import { useMatchFeedback } from "../queries"

/** A match card's buttons: "Hide", "Not relevant" (both send it away until the profile changes), and a chat. */
export function MatchActions({
  id,
  name,
  chat,
}: {
  readonly id: string
  readonly name: string
  readonly chat: ReactNode
}) {
  const feedback = useMatchFeedback()
  const send = (kind: "hidden" | "notRelevant") =>
    feedback.mutate(
      { id, feedback: kind },
      { onError: (error) => notifyFailure(error, "Your feedback could not be saved. Please try again.") },
    )
  return (
    <Group gap="xs">
      {chat}
      <Button
        size="xs"
        variant="default"
        aria-label={`Hide ${name}`}
        loading={feedback.isPending && feedback.variables?.feedback === "hidden"}
        onClick={() => send("hidden")}
      >
        Hide
      </Button>
      <Button
        size="xs"
        variant="subtle"
        aria-label={`${name} is not relevant`}
        loading={feedback.isPending && feedback.variables?.feedback === "notRelevant"}
        onClick={() => send("notRelevant")}
      >
        Not relevant
      </Button>
    </Group>
  )
}
