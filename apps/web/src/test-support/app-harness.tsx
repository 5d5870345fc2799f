import { type CurrentUser, type GovUser, settingsOf } from "@ignite/contracts"
import { createMemoryHistory } from "@tanstack/react-router"
import { act, type ReactNode, useLayoutEffect } from "react"
import { expect } from "vitest"
import { App } from "../app"
import { installAuthErrorHandling } from "../lib/session/auth-error-handling"
import { setSessionToken } from "../lib/session/session-token"
import { signInDocument } from "../lib/session/sign-in-page"
import { createQueryClient, createTrpcClient, createTrpcOptions } from "../lib/trpc"
import { type AppRouterInstance, createAppRouter } from "../router"
import type { RouterContext } from "../router-context"
import type { GatewayMock } from "./gateway-mock"
import { mount, waitFor } from "./render"

/** Where the app handed over to the sign-in document (lib/session/sign-in-page), in the current test. */
export const signInHandOvers: string[] = []

/**
 * The auth-error handler for as long as the app is mounted, as main.tsx installs it for the page's life. A
 * layout effect, so failures of calls made while the first screen mounts are not left waiting.
 */
function WithAuthErrorHandling({ router, children }: { router: AppRouterInstance; children: ReactNode }) {
  useLayoutEffect(() => installAuthErrorHandling(router), [router])
  return children
}

/**
 * Tests of the gate and the identity screens: the whole app (gate, layout, routes) in a memory router,
 * talking to the gateway mock that stands in for `fetch` (test-support/gateway-mock).
 */
export const renderApp = async (
  path: string,
  {
    beforeRender,
  }: {
    /** What main.tsx does between creating the router and rendering the app (home-first-view.ts). */
    readonly beforeRender?: (router: AppRouterInstance, context: RouterContext) => void | Promise<void>
  } = {},
) => {
  signInHandOvers.length = 0
  signInDocument.open = (href) => {
    signInHandOvers.push(href)
  }
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } })
  const trpcClient = createTrpcClient()
  const context = { queryClient, trpc: createTrpcOptions(trpcClient, queryClient) }
  const router = createAppRouter(context, createMemoryHistory({ initialEntries: [path] }))
  await beforeRender?.(router, context)
  const rendered = await mount(
    <WithAuthErrorHandling router={router}>
      <App queryClient={queryClient} trpcClient={trpcClient} router={router} />
    </WithAuthErrorHandling>,
  )
  return { ...rendered, router, queryClient }
}

/** Types into a React-controlled input as a user would: the native setter, then an input event. */
export const typeInto = async (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

/** Types into a field and leaves it, so the check it runs on leaving (focusout) shows. */
export const typeAndLeave = async (input: HTMLInputElement, value: string) => {
  await typeInto(input, value)
  await act(async () => input.dispatchEvent(new FocusEvent("focusout", { bubbles: true })))
}

/** The input a visible label names. */
export const inputLabelled = (container: HTMLElement, label: string) => {
  const element = [...container.querySelectorAll("label")].find(
    (candidate) => candidate.textContent?.replace(/\s*\*\s*$/, "").trim() === label,
  )
  const input = element?.htmlFor ? document.getElementById(element.htmlFor) : null
  if (!(input instanceof HTMLInputElement)) throw new Error(`No input labelled "${label}"`)
  return input
}

export const alertText = () => document.querySelector("[role='alert']")?.textContent ?? ""

export const testUser: CurrentUser = {
  id: "u-1",
  email: "kay@agency.gov",
  unconfirmedEmail: null,
  firstName: "Kay",
  lastName: "Tester",
  title: null,
  cellPhone: null,
  workPhone: null,
  workPhoneExt: null,
  timezone: "America/New_York",
  headshot: null,
  userRoles: ["gov"],
  accountId: null,
  confirmed: true,
  isActive: true,
  socialMediaAccounts: [],
  technologyTypes: [],
  govUserSetting: { allowMessageRequests: true },
  userAppNotificationSetting: { newChatMessage: true },
  userEmailNotificationSetting: { newChatMessage: true },
}

/** testUser as the government user view shows them (the account page's government cards, Edit Profile). */
export const testGovUser: GovUser = {
  id: "u-1",
  firstName: "Kay",
  lastName: "Tester",
  title: null,
  timezone: "America/New_York",
  headshot: null,
  userRoles: ["gov"],
  isActive: true,
  activeChatThreadsCount: 0,
  connector: null,
  serviceYears: "6-10",
  technologyTypes: [{ id: "6", name: "Cybersecurity" }],
  govUserSetting: { allowMessageRequests: true },
  chatThreadIdsWithCurrentUserAccount: [],
  searchMetadata: { highlight: null },
  govUserExtendedData: {
    govUserOrganizationId: "1",
    govUserOrganization: { id: "1", name: "Army", longName: "United States Army" },
    profileDetail: "<p>Secure links for test ranges</p>",
    interactionDetail: null,
    linesOfEffort: [{ id: "l-1", details: "Zero-trust networking" }],
    govUserClassifications: [
      {
        id: "1",
        description: "Contracting Officer",
        govUserClassificationCategory: { id: "1", name: "Acquisition" },
      },
    ],
    city: null,
    stateOrProvince: null,
    country: "US",
    govEmployeeSinceYear: 2018,
    visionUserId: null,
  },
}

/** A company (Ignite) user of account "a-1": testUser with the company's roles and none of a government user's settings. */
export const aCompanyUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  ...testUser,
  userRoles: ["ignite"],
  accountId: "a-1",
  govUserSetting: null,
  ...overrides,
})

/** An admin, of no company and no agency: testUser with the admin role alone. */
export const testAdmin: CurrentUser = {
  ...testUser,
  id: "admin-1",
  userRoles: ["admin"],
  govUserSetting: null,
}

/** Signs `user` in, with nothing left to agree to: the session token and the gateway's session answer. */
export const signInAs = (gateway: GatewayMock, user: CurrentUser) => {
  setSessionToken("token-1")
  gateway.answers.set("auth.session", { data: { user, gate: null } })
}

/** Opens /account for `user`, signed in with nothing left to agree to, once their details are shown. */
export const openAccountAs = async (gateway: GatewayMock, user: CurrentUser) => {
  if (user.userRoles.includes("gov"))
    gateway.answers.set("govUsers.get", { data: { ...testGovUser, id: user.id } })
  signInAs(gateway, user)
  gateway.answers.set("users.me", { data: user })
  gateway.answers.set("users.settings", { data: settingsOf(user) })
  const rendered = await renderApp("/account")
  await waitFor(() => expect(rendered.container.textContent).toContain("Your Details"))
  return rendered
}

/** Submits a form the way pressing its submit button would. */
export const submit = (form: HTMLFormElement | null) => act(async () => form?.requestSubmit())

export const buttonNamed = (container: ParentNode, name: string) => {
  const button = [...container.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)
  if (!button) throw new Error(`No button "${name}"`)
  return button
}

/** Waits for what timers bring about (Mantine's transitions, the spec's delays): `waitFor`, given longer. */
export const eventually = (assertion: () => void, timeoutMs = 5000) =>
  waitFor(assertion, { timeout: timeoutMs, interval: 50 })
