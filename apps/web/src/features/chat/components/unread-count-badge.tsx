import { unreadBadgeText } from "@ignite/contracts"
import { Badge, VisuallyHidden } from "@mantine/core"

/**
 * The unread badge (spec 02 §2, §9): none at 0, the count up to 999, '1K+' above. The drawn badge is
 * hidden from assistive technology, which hears the exact count instead.
 */
export function UnreadCountBadge({
  count,
  size = "sm",
}: {
  readonly count: number
  readonly size?: "xs" | "sm"
}) {
  const text = unreadBadgeText(count)
  if (text === null) return null
  return (
    <>
      <Badge aria-hidden data-unread-badge color="red.9" size={size} circle={text.length === 1}>
        {text}
      </Badge>
      <VisuallyHidden>{`${count} unread`}</VisuallyHidden>
    </>
  )
}
