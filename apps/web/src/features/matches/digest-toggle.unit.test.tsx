// @vitest-environment happy-dom
import type { CompanyMatches, CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { eventually, renderApp, signInAs, testUser } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { digestMessages } from "./components/digest-toggle"

const gateway = setUpGatewayMock()

const gov: CurrentUser = { ...testUser, id: "gov-1", userRoles: ["gov"] }
const matches: CompanyMatches = {
  matches: [
    {
      listingId: "22222222-2222-4222-8222-222222222222",
      accountId: "33333333-3333-4333-8333-333333333333",
      logo: null,
      name: "Acme Drones",
      reason: "Sensors; your problem statement and their capability statement both mention counter-UAS",
      terms: ["counter-UAS"],
      score: 3,
      technologyTypeIds: ["16"],
    },
  ],
}

const toggle = () =>
  [...document.querySelectorAll<HTMLInputElement>("input[type='checkbox']")].find((input) =>
    document.querySelector(`label[for='${input.id}']`)?.textContent?.includes(digestMessages.label),
  )

const openHome = async (enabled: boolean) => {
  signInAs(gateway, gov)
  gateway.answers.set("matches.companies", { data: matches })
  gateway.answers.set("matches.digest", { data: { enabled } })
  await renderApp("/")
  await eventually(() => expect(toggle()).toBeDefined())
  return toggle()!
}

describe("the weekly digest toggle on the home's matches", () => {
  it("shows the saved setting, off by default, and turns it on when clicked", async () => {
    const input = await openHome(false)
    await eventually(() => expect(toggle()!.disabled).toBe(false))
    expect(input.checked).toBe(false)
    gateway.answers.set("matches.changeDigest", ({ enabled }) => ({ data: { enabled } }))
    await act(async () => toggle()!.click())
    await eventually(() => expect(toggle()!.checked).toBe(true))
    expect(gateway.inputsOf("matches.changeDigest")).toEqual([{ enabled: true }])
  })

  it("turns it off, and says so when the change could not be saved", async () => {
    await openHome(true)
    await eventually(() => expect(toggle()!.checked).toBe(true))
    await eventually(() => expect(toggle()!.disabled).toBe(false))
    gateway.answers.set("matches.changeDigest", { error: "Internal", status: 500 })
    await act(async () => toggle()!.click())
    await eventually(() => expect(document.body.textContent).toContain(digestMessages.failed))
    expect(toggle()!.checked).toBe(true)
  })
})
