import { Tooltip } from "@mantine/core"
import { cloneElement, type ReactElement, type Ref } from "react"
import { useFocusOnMount } from "../../lib/load-on-use"

/**
 * The refused 'Start a chat' button's reason as a tooltip, loaded when the pointer or the focus first reaches
 * the button (start-chat-button.tsx): open at once if it is still there, the button taking the focus it had.
 */
export function ReasonTooltip({
  reason,
  button,
  opened,
  takeFocus,
}: {
  readonly reason: string
  readonly button: ReactElement<{ ref?: Ref<HTMLButtonElement> }>
  readonly opened: boolean
  readonly takeFocus: boolean
}) {
  const target = useFocusOnMount<HTMLButtonElement>(takeFocus)
  return (
    <Tooltip
      label={reason}
      openDelay={350}
      events={{ hover: true, focus: true, touch: true }}
      defaultOpened={opened}
    >
      {cloneElement(button, { ref: target })}
    </Tooltip>
  )
}
