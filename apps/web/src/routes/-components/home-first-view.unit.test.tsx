// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { answerSearchHome, drones } from "../../features/search/search-fixtures"
import { forgetHome, rememberedHome, rememberHome } from "../../lib/session/home-hint"
import { endSession, startSession } from "../../lib/session/session-store"
import { setSessionToken } from "../../lib/session/session-token"
import { renderApp, signInAs, testUser } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { startRememberedHome } from "./home-first-view"

const gateway = setUpGatewayMock()

const answerSearcher = () => answerSearchHome(gateway)

describe("the remembered home (a reload of / starts its first view with the session)", () => {
  it("asks a remembered searcher's search beside the session, once, and paints it when the session says so", async () => {
    answerSearcher()
    rememberHome("search")
    let sessionAskedFirst: boolean | undefined
    const { container } = await renderApp("/?searchListings=drones", {
      beforeRender: async (router, context) => {
        startRememberedHome(router, context)
        await waitFor(() => expect(gateway.callsOf("search.listings")).toHaveLength(1))
        sessionAskedFirst = gateway.callsOf("auth.session").length > 0
      },
    })
    // the search left before the app asked who is signed in
    expect(sessionAskedFirst).toBe(false)
    expect(gateway.inputsOf("search.listings")[0]).toMatchObject({ searchListings: "drones" })
    expect(gateway.callsOf("search.facets")).toHaveLength(1)
    expect(gateway.callsOf("matches.companies")).toHaveLength(1)
    await waitFor(() => expect(container.textContent).toContain(drones.name))
    // the route's loader found those answers: nothing was asked twice
    expect(gateway.callsOf("search.listings")).toHaveLength(1)
    expect(gateway.callsOf("search.facets")).toHaveLength(1)
  })

  it.each([
    { case: "no remembered home", path: "/", hint: null, signedIn: true },
    { case: "another remembered home", path: "/", hint: "storefront", signedIn: true },
    { case: "another page", path: "/search/saved", hint: "search", signedIn: true },
    { case: "a visitor who is not signed in", path: "/", hint: "search", signedIn: false },
  ] as const)("starts nothing for $case", async ({ path, hint, signedIn }) => {
    answerSearcher()
    // the session never answers, so the app itself asks nothing more (no route loads): only what starts early
    gateway.answers.set("auth.session", { never: true })
    if (!signedIn) endSession()
    if (hint) rememberHome(hint)
    let asked: readonly unknown[] | undefined
    await renderApp(path, {
      beforeRender: async (router, context) => {
        startRememberedHome(router, context)
        await new Promise((settle) => setTimeout(settle, 20))
        asked = gateway.callsOf("search.listings")
      },
    })
    expect(asked).toEqual([])
  })

  it("is learnt from an ungated session and dropped when the session changes hands", async () => {
    signInAs(gateway, testUser)
    await renderApp("/")
    await waitFor(() => expect(rememberedHome()).toBe("search"))
    startSession("token-2")
    expect(rememberedHome()).toBeNull()
    rememberHome("search")
    endSession()
    expect(rememberedHome()).toBeNull()
    // the sign-in document stores its token without the app's session store
    rememberHome("search")
    setSessionToken("token-3")
    expect(rememberedHome()).toBeNull()
  })

  it("is not learnt while a gate holds the user (their home waits for the gate)", async () => {
    forgetHome()
    signInAs(gateway, testUser)
    gateway.answers.set("auth.session", { data: { user: testUser, gate: "MissingTermsPrivacy" } })
    const { router } = await renderApp("/")
    await waitFor(() => expect(router.state.location.pathname).toBe("/sign_terms"))
    expect(rememberedHome()).toBeNull()
  })
})
