import { QueryClientProvider } from "@tanstack/react-query"
import { act, type ReactNode } from "react"
import { createQueryClient, createTrpcClient, TRPCProvider } from "../../../lib/trpc"
import { render } from "../../../test-support/render"
import { NotificationOutlet } from "../../../ui/notifications/notification-outlet"

/** Renders artifact components with the app's query and tRPC clients (against the gateway mock). */
export const renderWithClients = async (ui: ReactNode) => {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const trpcClient = createTrpcClient()
  const rendered = await render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {ui}
        <NotificationOutlet />
      </TRPCProvider>
    </QueryClientProvider>,
  )
  return { ...rendered, queryClient }
}

/** Types into a React-controlled input or textarea as a user would. */
export const typeText = async (input: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  const prototype =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
  const setter = Object.getOwnPropertyDescriptor(prototype, "value")?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

/** The input or textarea a visible label names, in the document (modals render in a portal). */
export const fieldLabelled = (label: string, within: ParentNode = document) => {
  const element = [...within.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.replace(/\s*\*\s*$/, "").trim() === label,
  )
  const input = element?.htmlFor ? document.getElementById(element.htmlFor) : null
  if (!(input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement))
    throw new Error(`No field labelled "${label}"`)
  return input
}

/** Every field labelled `label`, in order. */
export const fieldsLabelled = (label: string) =>
  [...document.querySelectorAll("label")]
    .filter((candidate) => candidate.textContent?.replace(/\s*\*\s*$/, "").trim() === label)
    .map((element) => document.getElementById(element.htmlFor) as HTMLInputElement | HTMLTextAreaElement)

export const click = (element: HTMLElement) => act(async () => element.click())

export const button = (name: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll("button")].find(
    (candidate) => candidate.textContent?.trim() === name || candidate.getAttribute("aria-label") === name,
  )
  if (!found) throw new Error(`No button "${name}"`)
  return found
}

export const alerts = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")
