// @vitest-environment happy-dom
import type { Account, ListingView } from "@ignite/contracts"
import { setupMessages } from "@ignite/contracts/texts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { buttonNamed, renderApp, signInAs } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import {
  accountId,
  aListing,
  answerOwnListing,
  listingId,
  listingOwner,
  onePage,
} from "../../test-support/listing-fixtures"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const account = (setupSessionComplete: boolean): Account => ({
  id: accountId,
  name: "Acme Robotics",
  uniqueEntityId: "ACME12345678",
  logo: null,
  setupSessionComplete,
})

/** As a claim leaves it: the registry's facts, nothing of the owners', unpublished. */
const claimed = aListing({ isPublished: false, tagLine: null, website: null, yearFounded: null })
const setUp: ListingView = {
  ...claimed,
  tagLine: "Robots for tanks",
  yearFounded: 2012,
  website: "https://acme.example",
  logo: { path: "/files/logos/acme.jpg" },
  pointOfContactId: listingOwner.id,
  capabilityStatement: "<p>We build inspection robots for tanks, pipes and confined spaces.</p>",
  isPublished: true,
}

const openHome = async ({ listing = claimed, people = 1, complete = false } = {}) => {
  signInAs(gateway, listingOwner)
  answerOwnListing(gateway, listing)
  gateway.answers.set("accounts.current", { data: account(complete) })
  gateway.answers.set("accounts.users", {
    data: { data: [], pagination: { ...onePage, count: people, pages: people, last: people, to: 1 } },
  })
  gateway.answers.set("accounts.markSetupSessionComplete", { data: account(true) })
  return renderApp("/")
}

const checklist = () =>
  document.querySelector<HTMLElement>("section[aria-labelledby='setup-checklist-title']")
const steps = () =>
  [...(checklist()?.querySelectorAll<HTMLElement>("li[data-step]") ?? [])].map((step) => [
    step.dataset.step,
    step.dataset.done,
  ])
const actionOf = (step: string) =>
  checklist()?.querySelector(`li[data-step='${step}'] a`)?.getAttribute("href")
const alerts = () =>
  [...document.querySelectorAll("[role='alert']")].map((alert) => alert.textContent).join(" | ")

describe("the setup checklist on a new owner's home", () => {
  it("lists the four steps, none done after the claim, each with the way to do it", async () => {
    await openHome()
    await waitFor(() => expect(checklist()?.textContent).toContain(setupMessages.progress(0, 4)))
    expect(steps()).toEqual([
      ["storefront", "false"],
      ["capabilityStatement", "false"],
      ["invite", "false"],
      ["publish", "false"],
    ])
    expect(actionOf("storefront")).toBe(`/storefront/${listingId}/edit`)
    expect(actionOf("capabilityStatement")).toBe(`/storefront/${listingId}/edit`)
    expect(actionOf("invite")).toBe("/users")
    expect(actionOf("publish")).toBe(`/ignite/listings/${listingId}`)
    expect(() => buttonNamed(checklist()!, setupMessages.finish)).toThrow()
    expect(gateway.inputsOf("accounts.users")).toContainEqual({
      accountId,
      page: 1,
      perPage: 1,
      includeUserInvites: true,
    })
  })

  it("ticks what is done from the storefront and the account's people", async () => {
    await openHome({ listing: { ...setUp, isPublished: false }, people: 2 })
    await waitFor(() => expect(checklist()?.textContent).toContain(setupMessages.progress(3, 4)))
    expect(steps()).toEqual([
      ["storefront", "true"],
      ["capabilityStatement", "true"],
      ["invite", "true"],
      ["publish", "false"],
    ])
  })

  it("dismissed, marks the setup session complete and goes away", async () => {
    await openHome()
    await waitFor(() => expect(checklist()).not.toBeNull())
    await act(async () => buttonNamed(checklist()!, setupMessages.dismiss).click())
    await waitFor(() => expect(checklist()).toBeNull())
    expect(gateway.callsOf("accounts.markSetupSessionComplete")).toHaveLength(1)
    expect(alerts()).toContain(setupMessages.dismissed)
  })

  it("with every step done, offers to finish, which completes the session", async () => {
    await openHome({ listing: setUp, people: 2 })
    await waitFor(() => expect(checklist()?.textContent).toContain(setupMessages.progress(4, 4)))
    // nothing left to skip: finishing is the one way out
    expect(() => buttonNamed(checklist()!, setupMessages.dismiss)).toThrow()
    await act(async () => buttonNamed(checklist()!, setupMessages.finish).click())
    await waitFor(() => expect(checklist()).toBeNull())
    expect(gateway.callsOf("accounts.markSetupSessionComplete")).toHaveLength(1)
    expect(alerts()).toContain(setupMessages.finished)
  })

  it("stays, and says so, when completing cannot be saved", async () => {
    await openHome()
    await waitFor(() => expect(checklist()).not.toBeNull())
    gateway.answers.set("accounts.markSetupSessionComplete", { error: "InternalError", status: 500 })
    await act(async () => buttonNamed(checklist()!, setupMessages.dismiss).click())
    await waitFor(() => expect(alerts()).toContain(setupMessages.saveFailed))
    expect(checklist()).not.toBeNull()
  })

  it("is not there once the account's setup session is complete", async () => {
    const { container } = await openHome({ complete: true })
    await waitFor(() => expect(container.textContent).toContain("Your storefront"))
    await waitFor(() => expect(gateway.callsOf("accounts.current")).toHaveLength(1))
    expect(checklist()).toBeNull()
    expect(gateway.callsOf("accounts.users")).toEqual([])
  })
})
