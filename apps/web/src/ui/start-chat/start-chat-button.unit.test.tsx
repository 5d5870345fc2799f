// @vitest-environment happy-dom
import type { ChatParticipantRef } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { setSessionToken } from "../../lib/session/session-token"
import { eventually } from "../../test-support/app-harness"
import { chatThread, govUserId, threadId } from "../../test-support/chat-fixtures"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { renderWithTrpc } from "../../test-support/render-with-trpc"
import { StartChatButton } from "./start-chat-button"

const gateway = setUpGatewayMock()
const withGovUser: ChatParticipantRef[] = [{ participantType: "User", participantId: govUserId }]
const newThreadId = "eeeeeeee-0000-4000-8000-000000000001"

const show = (participants: ChatParticipantRef[] | undefined) => {
  setSessionToken("token-1")
  return renderWithTrpc(() => <StartChatButton participants={participants} />)
}
// the loading button says 'Start a chat' too; what is meant is the answered one
const button = (name: string) =>
  [...document.querySelectorAll<HTMLElement>("button:not([aria-label]), a")].find(
    (element) => element.textContent === name,
  )
const click = (element: HTMLElement) => act(async () => element.click())
const typeMessage = async (value: string) => {
  const textarea = document.querySelector<HTMLTextAreaElement>("[role='dialog'] textarea")!
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set
  await act(async () => {
    setter?.call(textarea, value)
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
  })
}
const sendInModal = () =>
  [...document.querySelectorAll<HTMLButtonElement>("[role='dialog'] button")].find(
    (b) => b.textContent === "Send",
  )!

describe("the start-chat button", () => {
  it("is loading while the other side or the answer is not known", async () => {
    gateway.answers.set("chat.find", { never: true })
    await show(undefined)
    const loading = document.querySelector<HTMLButtonElement>(
      "button[aria-label='Checking whether you can chat']",
    )!
    expect(loading.disabled).toBe(true)
    expect(loading.getAttribute("aria-busy")).toBe("true")
    expect(gateway.callsOf("chat.find")).toEqual([])
  })

  it("goes to the pair's conversation when there is one", async () => {
    gateway.answers.set("chat.find", { data: { chatThread: chatThread(), canStart: false, reason: null } })
    await show(withGovUser)
    await eventually(() => expect(button("Go to chat")).toBeDefined())
    expect(button("Go to chat")!.getAttribute("href")).toBe(`/chat?threadId=${threadId}`)
    expect(gateway.inputsOf("chat.find")).toEqual([{ participants: withGovUser }])
  })

  it("is disabled with the server's reason when the reader may not start one", async () => {
    const reason = "This user's preferences do not allow new messages"
    gateway.answers.set("chat.find", { data: { chatThread: null, canStart: false, reason } })
    await show(withGovUser)
    await eventually(() => expect(button("Start a chat")).toBeDefined())
    const refused = button("Start a chat")!
    expect(refused.getAttribute("aria-disabled")).toBe("true")
    expect(document.getElementById(refused.getAttribute("aria-describedby")!)?.textContent).toBe(reason)
    await click(refused)
    expect(document.querySelector("[role='dialog']")).toBeNull()
    // the tooltip (Mantine's, loaded as the focus reaches the button) says the reason, the focus kept
    expect(document.querySelector("[role='tooltip']")).toBeNull()
    await act(async () => refused.focus())
    await eventually(() => expect(document.querySelector("[role='tooltip']")?.textContent).toBe(reason))
    expect(document.activeElement).toBe(button("Start a chat"))
    expect(button("Start a chat")!.getAttribute("aria-describedby")).toBe(
      refused.getAttribute("aria-describedby"),
    )
  })

  it("says 'Error initiating chat. Please refresh.' when the lookup fails", async () => {
    gateway.answers.set("chat.find", { status: 500 })
    const { container } = await show(withGovUser)
    await eventually(() => expect(container.textContent).toContain("Error initiating chat. Please refresh."))
  })

  it("starts a conversation from a modal: 2 characters at least, an alert on failure, one client id per text, then the thread", async () => {
    gateway.answers.set("chat.find", { data: { chatThread: null, canStart: true, reason: null } })
    const { router } = await show(withGovUser)
    await eventually(() => expect(button("Start a chat")).toBeDefined())
    await click(button("Start a chat")!)
    await eventually(() => expect(document.querySelector("[role='dialog'] textarea")).not.toBeNull())
    await typeMessage(" x ")
    expect(sendInModal().disabled).toBe(true)

    gateway.answers.set("chat.create", { status: 503 })
    await typeMessage("Hello from Acme")
    await click(sendInModal())
    await eventually(() =>
      expect(document.querySelector("[role='dialog'] [role='alert']")?.textContent).toBe(
        "Error sending message. Please try again.",
      ),
    )
    gateway.answers.set("chat.create", { data: chatThread({ id: newThreadId, status: "pre_active" }) })
    await click(sendInModal())
    await eventually(() => expect(router.state.location.href).toBe(`/chat?threadId=${newThreadId}`))
    const [first, second] = gateway.inputsOf("chat.create") as Array<{
      participants: ChatParticipantRef[]
      initialMessages: Array<{ content: string; clientMessageId: string }>
    }>
    expect(first).toMatchObject({
      participants: withGovUser,
      initialMessages: [{ content: "Hello from Acme" }],
    })
    expect(second!.initialMessages[0]!.clientMessageId).toBe(first!.initialMessages[0]!.clientMessageId)
  })
})
