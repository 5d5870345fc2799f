import { readFile } from "node:fs/promises"
import { createRequire } from "node:module"
import { resolve } from "node:path"
import type { AxeResults } from "axe-core"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { saveScreenshot, setUpJourney, viewerTabs } from "./browser"
import { signedInUser } from "./users"

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js")

/** What a check found, small enough to read in a failed assertion. */
interface Finding {
  readonly rule: string
  readonly impact: string | null | undefined
  readonly targets: string[]
  readonly summary: string | undefined
  readonly html: string | undefined
}

/**
 * axe-core run inside the page as users get it. The page's content security policy allows scripts from our
 * origin only, so the engine is evaluated through the DevTools protocol rather than added as an inline tag.
 */
const seriousFindings = async (page: Page, axeSource: string): Promise<Finding[]> => {
  await page.evaluate(axeSource)
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document): Promise<AxeResults> } }).axe.run(document),
  )
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
      summary: violation.nodes[0]?.failureSummary,
      html: violation.nodes[0]?.html.slice(0, 300),
    }))
}

/** A screen to check: where it is, who looks at it (a session token or no one), what to wait for. */
interface Screen {
  readonly path: string
  readonly as?: "admin" | "auditor" | "company" | "gov"
  /** A query known only once the app runs (an import's id), added to the path when the screen opens. */
  readonly query?: () => string
  /** The address itself, when it is known only once the app runs (a listing's id); `path` names it. */
  readonly at?: () => string
  /** A text shown once the screen has loaded what it opens with (a modal after its loader). */
  readonly ready?: string
  /** What a user does on the screen before the check (opens a dialog), once it is ready. */
  readonly act?: (page: Page) => Promise<void>
}

/**
 * The main screens, signed out and signed in.
 * /claim_result shows the claim's outcome only with a resultMessage (without one it redirects home).
 */
const screens: Screen[] = [
  { path: "/signin" },
  { path: "/claim" },
  { path: "/gov_user" },
  { path: "/claim_result?resultMessage=ClaimSuccess&uniqueEntityId=ABC123DEF456&email=pat%40example.com" },
  { path: "/claim_result?resultMessage=EmailUnmatched&uniqueEntityId=ABC123DEF456&email=pat%40example.com" },
  { path: "/request_password_reset" },
  { path: "/terms" },
  // each role's home: the marketplace search (with a text search that finds the published storefront, so
  // result cards and highlights are checked too), the storefront summary, the admin screens
  { path: "/", as: "gov", query: () => "?searchListings=regolith", ready: "Accessible Co" },
  { path: "/search/saved", as: "gov" },
  // the bell's badge on every gov screen, and the alert the storefront's publishing made
  { path: "/notifications", as: "gov", ready: "New match for 'Regolith watch'" },
  // a new owner's home, the setup checklist over the storefront summary
  { path: "/", as: "company", ready: "Set up your storefront" },
  { path: "/", as: "admin" },
  { path: "/account", as: "company" },
  { path: "/users", as: "company" },
  // the dashboard once its last card has answered (its pagination shows), charts and tables drawn
  { path: "/admin/analytics", as: "admin", ready: "Entries per page" },
  { path: "/admin/policies", as: "admin" },
  // with an import's summary and rejected rows in view, and the list of earlier imports
  { path: "/admin/imports", as: "admin", query: () => `?job=${importId}` },
  { path: "/admin/reference", as: "admin" },
  { path: "/admin/reference?list=govUserOrganizations", as: "admin" },
  { path: "/admin/accounts", as: "admin" },
  // the event history (issue 22): the log as an auditor (masked personal data, its reveal buttons) and as an
  // admin (the admin nav); a storefront's timeline with its as-of view beside today's; the admins' screens
  { path: "/audit", as: "auditor", query: () => "?eventTypes=UserRegistered", ready: "UserRegistered" },
  { path: "/audit", as: "admin", ready: "Events, newest first" },
  {
    path: "/audit/streams/$streamId?asOf=",
    as: "auditor",
    at: () => `/audit/streams/listing-${listingId}?asOf=${encodeURIComponent(new Date().toISOString())}`,
    ready: "ListingOpened",
  },
  // the storefront as government users saw it before it was published, beside today's with its offers
  {
    path: "/audit/listings/$listingId/storefront?asOf=",
    as: "auditor",
    at: () => `/audit/listings/${listingId}/storefront?asOf=${encodeURIComponent(beforePublishing)}`,
    ready: "Added since",
  },
  { path: "/audit/reveals", as: "admin", ready: "Entries per page" },
  { path: "/admin/projections", as: "admin", ready: "listing_search" },
  // the owner's storefront with its status bar, and its awards tab with an award open
  { path: "/ignite/listings/$id", as: "company", at: () => `/ignite/listings/${listingId}` },
  {
    path: "/ignite/listings/$id?tab=AWARDS&artifactType=award",
    as: "company",
    at: () => `/ignite/listings/${listingId}?tab=AWARDS&artifactId=${awardId}&artifactType=award`,
  },
  // the services tab with a service's details open
  {
    path: "/ignite/listings/$id?tab=SERVICES&artifactType=service",
    as: "company",
    at: () => `/ignite/listings/${listingId}?tab=SERVICES&artifactId=${serviceId}&artifactType=service`,
    ready: "Attachments not available for this service.",
  },
  // the warning before a link leaves Ignite, over the service's details (spec 02 shared widgets)
  {
    path: "/ignite/listings/$id?tab=SERVICES (external-link warning)",
    as: "gov",
    at: () => `/ignite/listings/${listingId}?tab=SERVICES&artifactId=${serviceId}&artifactType=service`,
    ready: "Attachments not available for this service.",
    act: async (page) => {
      await page.getByRole("tab", { name: "Links" }).click()
      await page.getByRole("link", { name: "Specs" }).click()
      const warning = page.getByRole("dialog", { name: "You are leaving Ignite" })
      await warning.getByText("drills.example").first().waitFor()
      // axe measures colours as they are drawn: wait for the dialog's fade-in to end, not its first frame
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>("[role=dialog], [role=dialog] *")].every(
          (element) => getComputedStyle(element).opacity === "1",
        ),
      )
      await page.waitForTimeout(250)
    },
  },
  // the owners' listing form, with its rich-text editor loaded
  { path: "/storefront/$id/edit", as: "company", at: () => `/storefront/${listingId}/edit` },
  // a government visitor's storefront view, with the start-chat button answered
  {
    path: "/ignite/listings/$id",
    as: "gov",
    at: () => `/ignite/listings/${listingId}`,
    ready: "Go to chat",
  },
  // the conversation from both sides: the list, the header, the dividers, the composer, the pause control
  // (ready once the thread's date divider shows: on a phone the list, holding the same text, is hidden)
  {
    path: "/chat?threadId=",
    as: "gov",
    at: () => `/chat?threadId=${chatThreadId}`,
    ready: "Today",
  },
  {
    path: "/chat?threadId=",
    as: "company",
    at: () => `/chat?threadId=${chatThreadId}`,
    ready: "Today",
  },
]

const messyAwards = resolve(import.meta.dirname, "../../../domains/awards/src/sbir/fixtures/messy-awards.csv")
let importId = ""
let listingId = ""
let awardId = ""
let serviceId = ""
let chatThreadId = ""
let beforePublishing = ""

/** Two awards of the company `uniqueEntityId` names, imported as SBIR.gov rows. */
const awardsCsv = (uniqueEntityId: string) =>
  [
    "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email",
    `Accessible Co,Swarm sensing,NASA,Phase I,NASA-A11Y-1,NNX-1,2024-01-10,2024,"1,000",${uniqueEntityId},owner@example.test`,
    `Accessible Co,Lunar regolith drill,NASA,Phase II,NASA-A11Y-2,NNX-2,2024-02-01,2024,"2,000",${uniqueEntityId},owner@example.test`,
  ].join("\n")

/** Uploads the messy award fixture as the admin screen does and waits for the import to end: its id. */
const importMessyAwards = async (app: TestApp, token: string) => {
  const form = new FormData()
  form.append("file", new Blob([await readFile(messyAwards)], { type: "text/csv" }), "messy-awards.csv")
  const started = await app.request("/api/v1/admin/imports/sbir_awards", {
    method: "POST",
    body: form,
    token,
  })
  const { id } = (await started.json()) as { id: string }
  for (let i = 0; i < 400 && app.services.companies.sbirImports.job(id)?.status === "running"; i++)
    await new Promise((resolve) => setTimeout(resolve, 25))
  expect(app.services.companies.sbirImports.job(id)).toMatchObject({
    status: "done",
    summary: { rejected: 3 },
  })
  return id
}

/** A service with a link, made as the create form sends it (multipart): its id. */
const createService = async (app: TestApp, token: string, listingId: string) => {
  const form = new FormData()
  form.append("listing_service[name]", "Regolith drilling")
  form.append("listing_service[description]", "Calibrated for lunar regolith.")
  form.append("listing_service[listingArtifactLinksAttributes][0][name]", "Specs")
  form.append("listing_service[listingArtifactLinksAttributes][0][url]", "https://drills.example/specs")
  const created = await app.request(`/api/v1/listings/${listingId}/listing_services`, {
    method: "POST",
    body: form,
    token,
  })
  expect(created.status).toBe(201)
  return ((await created.json()) as { id: string }).id
}

/**
 * The audit of every screen at one width, as a file's tests. The two widths are two test files, so the two
 * journey workers share the audit (it is the longest journey) instead of one running it alone.
 */
export const auditScreensAt = (width: number) =>
  describe(`accessibility of the main screens in Chromium at ${width} px`, () => {
    let app: TestApp
    let browser: Browser
    let axeSource: string
    const tokens: Partial<Record<"admin" | "auditor" | "company" | "gov", string>> = {}
    setUpJourney((journey) => ({ app, browser } = journey))

    beforeAll(async () => {
      axeSource = await readFile(axePath, "utf8")
      const owner = await app.companyOwner("Accessible Co")
      await app.acceptPolicies(owner.userId)
      tokens.company = owner.token
      const admin = await signedInUser(app, {
        email: "admin.a11y@ignite.example",
        firstName: "Ada",
        roles: ["admin"],
      })
      tokens.admin = admin.token
      tokens.auditor = (
        await signedInUser(app, {
          email: "auditor.a11y@ignite.example",
          firstName: "Audra",
          roles: ["auditor"],
        })
      ).token
      importId = await importMessyAwards(app, admin.token)
      await app.services.companies.sbirImports.importFile([awardsCsv(owner.uniqueEntityId)])
      await app.services.platform.projections.drain("awards")
      listingId = (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id
      const awards = await app.services.storefronts.reads.awardsOfListing(listingId, {
        page: 1,
        perPage: 10,
        sortBy: "createdAt",
        sortDirection: "asc",
      })
      awardId = awards.data[0]!.id
      serviceId = await createService(app, owner.token, listingId)
      // a saved search with alerts on, its baseline taken before the storefront is published: one alert
      tokens.gov = (await signedInUser(app, { email: "gov.a11y@agency.example", firstName: "Grace" })).token
      const saved = await app.request("/api/v1/saved_searches", {
        method: "POST",
        token: tokens.gov,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: "Regolith watch",
          query: "searchListings=regolith",
          alertsEnabled: true,
        }),
      })
      expect(saved.status).toBe(201)
      await app.services.platform.runner.drain("search-alerts")
      beforePublishing = new Date().toISOString()
      // published, so the government user's search finds it (the search read model folds it a moment later)
      const published = await app.request(`/api/v1/current_user/listings/${listingId}/publish`, {
        method: "PATCH",
        token: owner.token,
      })
      expect(published.status).toBe(200)
      await app.services.platform.projections.drain("listing_search")
      await app.services.platform.runner.drain("search-alerts")
      // a conversation the government user starts with the company: the chat screens have content
      const started = await app.request("/api/v1/chat_threads", {
        method: "POST",
        token: tokens.gov,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          participants: [{ participantType: "Account", participantId: owner.accountId }],
          initialMessages: [{ content: "Regolith question: can your drill work at -150 °C?" }],
        }),
      })
      expect(started.status).toBe(201)
      chatThreadId = ((await started.json()) as { id: string }).id
    })

    const tabs = viewerTabs(() => browser, { width, height: 900 })
    // closed before the browser (hooks after tests run last-registered first), so no extra screenshots
    afterAll(() => tabs.close())

    const open = async ({ path: name, as, query, at, ready, act }: Screen) => {
      const path = at?.() ?? name
      const { page, problems } = await tabs.tabOf(as ?? "visitor", as && tokens[as])
      problems.length = 0
      await page.goto(`${app.url}${path}${query?.() ?? ""}`)
      await page.waitForLoadState("networkidle")
      await page.getByRole("main").waitFor()
      // the screen itself, not a loader: its first heading is on the page
      await page.getByRole("main").getByRole("heading").first().waitFor()
      if (ready) await page.getByText(ready).first().waitFor()
      await act?.(page)
      expect(new URL(page.url()).pathname).toBe(path.split("?")[0])
      return { page, problems }
    }

    for (const screen of screens)
      it(`${screen.path}${screen.as ? ` (as ${screen.as})` : ""} has no serious or critical axe-core violations at ${width} px`, async () => {
        const { page, problems } = await open(screen)
        expect(await seriousFindings(page, axeSource)).toEqual([])
        expect(problems).toEqual([])
        await saveScreenshot(page)
      })
  })
