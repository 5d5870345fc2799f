// @vitest-environment happy-dom
import type { CurrentUser, SystemStatus } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { renderApp, signInAs, testUser } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { aListing, answerOwnListing, listingId, listingOwner } from "../../test-support/listing-fixtures"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const admin: CurrentUser = { ...testUser, id: "admin-1", userRoles: ["admin"] }
const status: SystemStatus = {
  name: "ignite",
  version: "0.0.0",
  driver: "pglite",
  bus: "in-process",
  eventCount: 7,
  projections: [],
  fence: null,
}

const open = async (user: CurrentUser, path = "/") => {
  signInAs(gateway, user)
  return renderApp(path)
}
const mainNav = () => document.querySelector<HTMLElement>("header nav[aria-label='Main']")
const navLinks = () =>
  [...(mainNav()?.querySelectorAll("a") ?? [])].map((link) => ({
    name: link.textContent,
    href: link.getAttribute("href"),
    current: link.getAttribute("aria-current"),
  }))
const heading = (container: HTMLElement) => container.querySelector("main h1")?.textContent

describe("a government user's home", () => {
  it("is the marketplace search, and the header leads to it and to the saved searches", async () => {
    const { container } = await open(testUser)
    await waitFor(() => expect(container.querySelector("[role='search']")).not.toBeNull())
    expect(heading(container)).toBe("Welcome to Ignite")
    expect(container.textContent).toContain("Company Info")
    await waitFor(() => expect(gateway.callsOf("search.listings")).not.toEqual([]))
    expect(navLinks()).toEqual([
      { name: "Search", href: "/", current: "page" },
      { name: "Saved searches", href: "/search/saved", current: null },
    ])
  })

  it("marks Saved searches as the current destination there", async () => {
    gateway.answers.set("search.savedSearches", {
      data: { data: [], pagination: { count: 0, page: 1, pages: 1, from: 0, to: 0, last: 1, series: ["1"] } },
    })
    await open(testUser, "/search/saved")
    await waitFor(() =>
      expect(navLinks()).toEqual([
        { name: "Search", href: "/", current: null },
        { name: "Saved searches", href: "/search/saved", current: "page" },
      ]),
    )
  })
})

describe("a company user's home", () => {
  it("shows their storefront's state, its views, and the ways to view, edit and find government users", async () => {
    answerOwnListing(gateway, aListing({ isPublished: true, isOnlyVisionVisible: true, views: 1234 }))
    const { container } = await open(listingOwner)
    await waitFor(() => expect(container.textContent).toContain("Acme Robotics"))
    expect(heading(container)).toBe("Welcome to Ignite")
    const text = container.textContent ?? ""
    expect(text).toContain("Published")
    expect(text).toContain("Visible to VISION users only")
    expect(text).toContain("Profile views in the last 30 days: 1,234")
    const main = container.querySelector("main")!
    const link = (name: string) =>
      [...main.querySelectorAll("a")].find((anchor) => anchor.textContent === name)?.getAttribute("href")
    expect(link("View storefront")).toBe(`/ignite/listings/${listingId}`)
    expect(link("Edit storefront")).toBe(`/storefront/${listingId}/edit`)
    expect(link("Find government users")).toBe("/gov/users")
    expect(gateway.callsOf("search.listings")).toEqual([])
    expect(gateway.callsOf("system.status")).toEqual([])
  })

  it("says when their storefront is not published", async () => {
    answerOwnListing(gateway, aListing({ isPublished: false, views: 0 }))
    const { container } = await open(listingOwner)
    await waitFor(() => expect(container.textContent).toContain("Unpublished"))
    expect(container.textContent).toContain("Not visible to government users")
    expect(container.textContent).toContain("Profile views in the last 30 days: 0")
  })

  it("has their storefront and the government users in the header", async () => {
    answerOwnListing(gateway, aListing())
    await open(listingOwner)
    await waitFor(() =>
      expect(navLinks()).toEqual([
        { name: "My storefront", href: `/ignite/listings/${listingId}`, current: null },
        { name: "Government users", href: "/gov/users", current: null },
      ]),
    )
  })

  it("says so when the storefront cannot be read", async () => {
    gateway.answers.set("listings.mine", { error: "InternalError", status: 500 })
    const { container } = await open(listingOwner)
    await waitFor(() =>
      expect(container.textContent).toContain("Unable to get listing data; please try again later"),
    )
  })
})

describe("an admin's home", () => {
  it("lists the admin screens and shows the system status", async () => {
    gateway.answers.set("system.status", { data: status })
    const { container } = await open(admin)
    await waitFor(() => expect(container.textContent).toContain("System status"))
    expect(heading(container)).toBe("Welcome to Ignite")
    const destinations = [...container.querySelectorAll("main li a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ])
    expect(destinations).toEqual([
      ["Analytics", "/admin/analytics"],
      ["Audit log", "/audit"],
      ["Reveals", "/audit/reveals"],
      ["Projections", "/admin/projections"],
      ["Policies", "/admin/policies"],
      ["Award imports", "/admin/imports"],
      ["Reference lists", "/admin/reference"],
      ["Accounts", "/admin/accounts"],
      ["Auditors", "/admin/auditors"],
      ["Government sign-up allow list", "/admin/gov_email_allow_list"],
    ])
    expect(navLinks()).toEqual([
      { name: "Government users", href: "/gov/users", current: null },
      { name: "Admin", href: "/admin/analytics", current: null },
    ])
  })

  it("marks Admin as current on every admin screen", async () => {
    gateway.answers.set("reference.technologyTypes", { data: [] })
    await open(admin, "/admin/reference")
    await waitFor(() => expect(navLinks().find((link) => link.name === "Admin")?.current).toBe("page"))
  })
})

describe("an auditor's home (issue 22)", () => {
  it("leads into the event history, and reads nothing of the other roles' homes", async () => {
    const auditor: CurrentUser = {
      ...testUser,
      id: "auditor-1",
      userRoles: ["auditor"],
      govUserSetting: null,
    }
    const { container } = await open(auditor)
    await waitFor(() => expect(container.textContent).toContain("Event history"))
    expect(heading(container)).toBe("Welcome to Ignite")
    const link = [...container.querySelectorAll("main a")].find(
      (anchor) => anchor.textContent === "Open the event history",
    )
    expect(link?.getAttribute("href")).toBe("/audit")
    expect(gateway.callsOf("search.listings")).toEqual([])
    expect(gateway.callsOf("listings.mine")).toEqual([])
    expect(gateway.callsOf("system.status")).toEqual([])
  })
})

it("shows no destinations before the app is open to the user", async () => {
  signInAs(gateway, testUser)
  gateway.answers.set("auth.session", { data: { user: testUser, gate: "MissingTermsPrivacy" } })
  gateway.answers.set("policies.unsigned", { never: true })
  const { container } = await renderApp("/sign_terms")
  await waitFor(() => expect(container.querySelector("header")).not.toBeNull())
  expect(mainNav()).toBeNull()
})
