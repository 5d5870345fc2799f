import type { NotificationsPage } from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { editStorefront } from "../testing/listing-form"
import { startTestApp, type TestApp } from "../testing/test-app"

const awardHeader =
  "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract"

/**
 * What else makes a published storefront newly match a saved search (docs/search.md, saved-search alerts):
 * an imported award and a new service, each naming the item that brought it in; and the alert's mail, sent
 * only to an owner whose email notifications (`userEmailNotificationSetting.newChatMessage`) are on.
 */
describe(`saved-search alert triggers and mails on ${driverName()}`, () => {
  let app: TestApp
  const mailed = { token: "", email: "" }
  const quiet = { token: "", email: "" }
  const ids = { awarded: "", serviced: "" }

  /** What a test storefront says of itself: the words its saved searches look for. */
  const words = (name: string) => ({
    tagLine: `${name} builds gliders`,
    website: "https://gliders.example",
    capabilityStatement: "<p>Long endurance gliders for surveillance, a statement of fifty characters.</p>",
  })
  const publishedStorefront = async (name: string) => {
    const owner = await app.companyOwner(name)
    const id = (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id
    await editStorefront(app, owner, id, name, words(name))
    await app.services.storefronts.listings.publish(id, "test", true)
    return { id, owner }
  }
  const settle = async () => {
    await app.services.platform.projections.drain("listing_search")
    await app.services.platform.runner.drain("search-alerts")
    await app.services.platform.runner.drain("search-alert-mails")
  }
  const send = async <T>(method: string, path: string, token: string, body?: unknown) => {
    const response = await app.request(path, {
      method,
      token,
      ...(body === undefined
        ? {}
        : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    })
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true)
    return (await response.json()) as T
  }
  const govUser = async (label: string, emailAlerts: boolean) => {
    const user = await app.agreedUser(label, ["gov"])
    await send("PATCH", "/api/v1/users", user.token, {
      user: { userEmailNotificationSettingAttributes: { newChatMessage: emailAlerts } },
    })
    await send("POST", "/api/v1/saved_searches", user.token, {
      name: "Nimbus watch",
      query: "searchListings=nimbus",
      alertsEnabled: true,
    })
    return { token: user.token, email: `${label}@test.ignite.local` }
  }
  const notifications = async (token: string) =>
    (await send<NotificationsPage>("GET", "/api/v1/current_user/notifications?page=1&perPage=20", token)).data
  const mails = async (to: string) =>
    send<Array<{ subject: string; text: string }>>("GET", `/api/dev/mail?to=${encodeURIComponent(to)}`, "")

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    // neither says "nimbus" when the searches are saved
    const awarded = await publishedStorefront("Cirrus Gliders")
    const serviced = await publishedStorefront("Stratus Gliders")
    ids.awarded = awarded.id
    ids.serviced = serviced.id
    Object.assign(mailed, await govUser("triggers-mailed", true))
    Object.assign(quiet, await govUser("triggers-quiet", false))
    await settle()
    await app.services.companies.sbirImports.importFile([
      `${awardHeader}\nCirrus Gliders,Nimbus cloud seeding drones,DOD,Phase I,DOD-N-1,FA-N-1,2024-05-01,2024,"150,000",${awarded.owner.uniqueEntityId},owner@example.test,Seeding clouds from gliders`,
    ])
    await app.services.storefronts.artifactEdits.create(serviced.owner.userId, serviced.id, "service", {
      name: "Nimbus weather relay",
      description: "Relays weather data from gliders above the clouds to the ground.",
    })
    await settle()
  })
  afterAll(() => app?.close())

  it("alerts when an imported award and a new service bring published storefronts into the results", async () => {
    for (const { token } of [mailed, quiet]) {
      const alerts = await notifications(token)
      expect(
        alerts
          .flatMap((alert) => (alert.type === "SavedSearchAlert" ? [alert.payload] : []))
          .sort((a, b) => a.listingName.localeCompare(b.listingName)),
      ).toEqual([
        expect.objectContaining({
          listingId: ids.awarded,
          listingName: "Cirrus Gliders",
          itemKind: "award",
          itemName: "Nimbus cloud seeding drones",
        }),
        expect.objectContaining({
          listingId: ids.serviced,
          listingName: "Stratus Gliders",
          itemKind: "service",
          itemName: "Nimbus weather relay",
        }),
      ])
    }
  })

  it("mails each alert to an owner whose email notifications are on, and none to one whose are off", async () => {
    const inbox = await mails(mailed.email)
    const alertMails = inbox.filter((mail) => mail.subject === 'New match for "Nimbus watch"')
    expect(alertMails).toHaveLength(2)
    expect(alertMails.map((mail) => mail.text).join("\n")).toContain(`/ignite/listings/${ids.awarded}`)
    expect(alertMails.map((mail) => mail.text).join("\n")).toContain("What matched: Nimbus weather relay.")
    expect((await mails(quiet.email)).filter((mail) => mail.subject.startsWith("New match"))).toEqual([])
  })
})
