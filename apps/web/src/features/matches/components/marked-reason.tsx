import { Text } from "@mantine/core"
import { Fragment } from "react"

const escaped = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A match's reason with its shared words marked (`<mark>`), so a reader can check the sentence against the
 * two profiles. The words come from the server beside the sentence; nothing is parsed as HTML.
 */
export function MarkedReason({
  reason,
  terms,
}: {
  readonly reason: string
  readonly terms: readonly string[]
}) {
  const words = terms.filter((term) => term.length > 0)
  const split =
    words.length === 0 ? [reason] : reason.split(new RegExp(`(${words.map(escaped).join("|")})`, "g"))
  // each piece keyed by where it starts in the sentence
  let at = 0
  const parts = split
    .map((text) => {
      const start = at
      at += text.length
      return { text, start }
    })
    .filter(({ text }) => text.length > 0)
  return (
    <Text size="sm">
      {parts.map(({ text, start }) =>
        words.includes(text) ? <mark key={start}>{text}</mark> : <Fragment key={start}>{text}</Fragment>,
      )}
    </Text>
  )
}
