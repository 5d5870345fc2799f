import type { ChatParticipantRef } from "@ignite/contracts"
import { startChatTexts } from "@ignite/contracts/texts"
import { Button, type ButtonProps, Text } from "@mantine/core"
import { useQuery } from "@tanstack/react-query"
import { Link } from "@tanstack/react-router"
import { cloneElement, lazy, Suspense, useId, useRef, useState } from "react"
import { loadOnUse, useLoadOnUse } from "../../lib/load-on-use"
import { useTRPC } from "../../lib/trpc"

// The modal and its form load when someone starts a chat, not with every storefront or search page.
const StartChatModal = lazy(() => import("./start-chat-modal"))
const reasonTooltip = loadOnUse(() => import("./reason-tooltip"))

export interface StartChatButtonProps {
  /** The other side of the conversation; undefined while it is not known yet (the button is disabled and busy). */
  readonly participants: readonly ChatParticipantRef[] | undefined
  readonly size?: ButtonProps["size"]
  /** Started from a matchmaking suggestion: the server records the match's success. */
  readonly fromMatch?: boolean
}

/**
 * The start-chat button (spec 02 §2 "Chat", §6): disabled while it asks; then 'Go to chat' when the pair has a thread,
 * 'Start a chat' (a modal with the first message) when the reader may start one, or disabled with the
 * server's reason in a tooltip. Usable on any screen: it asks the gateway (chat.find) itself.
 */
export function StartChatButton({ participants, size = "sm", fromMatch }: StartChatButtonProps) {
  const trpc = useTRPC()
  const [opened, setOpened] = useState(false)
  const find = useQuery({
    ...trpc.chat.find.queryOptions({ participants: [...(participants ?? [])] }),
    enabled: participants !== undefined,
  })

  if (find.isError)
    return (
      <Text size="sm" c="red.8" role="alert">
        {startChatTexts.initiateFailed}
      </Text>
    )
  // Disabled and busy while asked, without Mantine's animated loader: a page of search results holds a button
  // per card, and a dozen spinners kept the phone's main thread restyling as the page settled (Lighthouse's
  // blocking time on the government home, 2.1 s to 1.5 s, issue 27).
  if (participants === undefined || find.isPending)
    return (
      <Button size={size} disabled aria-busy aria-label="Checking whether you can chat">
        {startChatTexts.startChat}
      </Button>
    )
  const { chatThread, canStart, reason } = find.data
  if (chatThread)
    return (
      <Button
        size={size}
        variant="light"
        renderRoot={(props) => <Link to="/chat" search={{ threadId: chatThread.id }} {...props} />}
      >
        {startChatTexts.goToChat}
      </Button>
    )
  if (!canStart) return <StartChatDisabled size={size} reason={reason ?? startChatTexts.cannotChatWithUser} />
  return (
    <>
      <Button size={size} onClick={() => setOpened(true)}>
        {startChatTexts.startChat}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <StartChatModal
            participants={participants}
            fromMatch={fromMatch}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  )
}

/**
 * 'Start a chat' refused, with the reason in a tooltip (spec 02 §6). The button stays focusable (aria-
 * disabled, not disabled) so keyboard users reach the tooltip; its description says the reason too. Mantine's
 * Tooltip (floating-ui) loads when the pointer or the focus first reaches the button (lib/load-on-use).
 */
function StartChatDisabled({
  size,
  reason,
}: {
  readonly size: ButtonProps["size"]
  readonly reason: string
}) {
  const reasonId = useId()
  const { module, use } = useLoadOnUse(reasonTooltip)
  const reached = useRef({ hovered: false, focused: false })
  const button = (
    <Button
      size={size}
      data-disabled
      aria-disabled
      aria-describedby={reasonId}
      onClick={(event) => event.preventDefault()}
    >
      {startChatTexts.startChat}
    </Button>
  )
  return (
    <>
      {module ? (
        <module.ReasonTooltip
          reason={reason}
          button={button}
          opened={reached.current.hovered || reached.current.focused}
          takeFocus={reached.current.focused}
        />
      ) : (
        cloneElement(button, {
          onPointerEnter: () => {
            reached.current.hovered = true
            use()
          },
          onPointerLeave: () => {
            reached.current.hovered = false
          },
          onTouchStart: use,
          onFocus: () => {
            reached.current.focused = true
            use()
          },
          onBlur: () => {
            reached.current.focused = false
          },
        })
      )}
      <span id={reasonId} hidden>
        {reason}
      </span>
    </>
  )
}
