import type { Browser, Page } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { saveScreenshot, setUpJourney, viewerTabs } from "./browser"
import { registerUser, signedInUser } from "./users"

/**
 * Where the page's content starts: the leftmost content box (inside padding and border) of anything the
 * main region shows; the frame's own padding is part of the frame. Hidden helpers (screen-reader text is a
 * 1 px box) say nothing about the layout and are skipped.
 */
const contentLeftEdge = (page: Page) =>
  page.getByRole("main").evaluate((main) => {
    let left = Number.POSITIVE_INFINITY
    for (const element of main.querySelectorAll("*")) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") continue
      const style = getComputedStyle(element)
      left = Math.min(
        left,
        box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft),
      )
    }
    return left
  })

/** Where the header's own column starts: the logo's link, the first thing in it. */
const headerLeftEdge = (page: Page) =>
  page
    .getByRole("banner")
    .getByRole("link")
    .first()
    .evaluate((link) => link.getBoundingClientRect().left)

describe("one page frame in Chromium: every route's content starts at the header's left edge", () => {
  let app: TestApp
  let browser: Browser
  const tokens: Record<"company" | "gov" | "admin", string> = { company: "", gov: "", admin: "" }
  let listingId = ""
  let govUserId = ""
  setUpJourney((journey) => ({ app, browser } = journey))

  beforeAll(async () => {
    const owner = await app.companyOwner("Framed Robotics")
    await app.acceptPolicies(owner.userId)
    tokens.company = owner.token
    listingId = (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id
    govUserId = await registerUser(app, { email: "grace.frame@agency.example", firstName: "Grace" })
    tokens.gov = (await signedInUser(app, { email: "gus.frame@agency.example", firstName: "Gus" })).token
    tokens.admin = (
      await signedInUser(app, { email: "ada.frame@ignite.example", firstName: "Ada", roles: ["admin"] })
    ).token
  })

  /** The routes to compare, who opens them and a text each shows once loaded. */
  const routes = (): ReadonlyArray<{ path: string; as: keyof typeof tokens; ready: string }> => [
    { path: "/", as: "company", ready: "Your storefront" },
    { path: "/account", as: "company", ready: "Company Account" },
    { path: "/users", as: "company", ready: "Invite User" },
    { path: "/gov/users", as: "company", ready: "Grace Tester" },
    // the one that ran its back link, avatar and cards to the window's edges
    { path: `/gov/users/${govUserId}`, as: "company", ready: "User Info" },
    { path: `/ignite/listings/${listingId}`, as: "company", ready: "Framed Robotics" },
    { path: `/storefront/${listingId}/edit`, as: "company", ready: "Edit Listing" },
    { path: "/chat", as: "company", ready: "Messages" },
    { path: "/notifications", as: "gov", ready: "Notifications" },
    { path: "/search/saved", as: "gov", ready: "Saved searches" },
    { path: "/admin/accounts", as: "admin", ready: "Accounts" },
  ]

  // eleven pages, each loaded and measured in turn: about 25 s alone (50 s with a tab each), and a CI run that
  // shared the machine with a benchmark once passed the journeys' 90 s limit
  it("puts the content of every route at the same left edge at 1280 px", { timeout: 240_000 }, async () => {
    const edges: Record<string, number> = {}
    let header = 0
    const tabs = viewerTabs(() => browser, { width: 1280, height: 900 })
    for (const route of routes()) {
      const { page, problems } = await tabs.tabOf(route.as, tokens[route.as])
      await page.goto(`${app.url}${route.path}`)
      await page.getByRole("main").getByText(route.ready).first().waitFor()
      await page.waitForLoadState("networkidle")
      edges[route.path] = Math.round(await contentLeftEdge(page))
      header = Math.round(await headerLeftEdge(page))
      expect(problems, route.path).toEqual([])
      await saveScreenshot(page)
    }
    await tabs.close()
    // the header's column at 1280 px: (1280 - 1140) / 2 + the container's 16 px padding
    expect(header).toBe(86)
    expect(edges).toEqual(Object.fromEntries(Object.keys(edges).map((path) => [path, header])))
  })
})
