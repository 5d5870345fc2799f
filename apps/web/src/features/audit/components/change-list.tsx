import { Code, List, Text } from "@mantine/core"
import type { AuditChangeView } from "../audit-types"
import { diffLinesOf, valueText } from "../value-diff"

const marks = {
  del: { background: "var(--mantine-color-red-light)", textDecoration: "line-through" },
  ins: { background: "var(--mantine-color-green-light)", textDecoration: "none" },
}

/** One side of a change: a value removed or added, or nothing there (which is neither). */
function Side({ value, kind }: { readonly value: unknown; readonly kind: "del" | "ins" }) {
  if (value === null || value === undefined)
    return (
      <Text span size="sm" c="dimmed">
        {valueText(value)}
      </Text>
    )
  return (
    <Text component={kind} size="sm" px={2} style={marks[kind]}>
      {valueText(value)}
    </Text>
  )
}

/**
 * What one event changed, a line per field: `field: before → after`, the old value struck through and the new
 * one marked (del and ins, so the change reads without colour too); a hidden personal field says so.
 */
export function ChangeList({ changes }: { readonly changes: readonly AuditChangeView[] }) {
  const lines = diffLinesOf(changes)
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No field of the state changed.
      </Text>
    )
  return (
    <List size="sm" spacing={4} listStyleType="none" ml={0} pl={0}>
      {lines.map((line) => (
        <List.Item key={line.path} style={{ wordBreak: "break-word" }}>
          <Code>{line.path}</Code>:{" "}
          {line.hidden ? (
            <Text span size="sm" fs="italic" c="orange.9">
              personal data hidden
            </Text>
          ) : (
            <>
              <Side value={line.before} kind="del" />
              {" → "}
              <Side value={line.after} kind="ins" />
            </>
          )}
        </List.Item>
      ))}
    </List>
  )
}
