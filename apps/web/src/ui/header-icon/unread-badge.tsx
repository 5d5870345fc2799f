import { unreadBadgeText } from "@ignite/contracts"
import { Badge } from "@mantine/core"

/**
 * The unread count drawn on a header icon's corner (spec 02 badge rule: hidden at 0, the count up to 999, "1K+"
 * above). Drawn only: the control it sits on says the count in its name. Its parent is positioned.
 */
export function UnreadBadge({ count }: { readonly count: number }) {
  const text = unreadBadgeText(count)
  if (text === null) return null
  return (
    <Badge
      aria-hidden
      color="red.9"
      size="xs"
      circle={text.length === 1}
      pos="absolute"
      top={-4}
      right={-6}
      style={{ pointerEvents: "none" }}
    >
      {text}
    </Badge>
  )
}
