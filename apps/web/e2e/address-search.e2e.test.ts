import { demoCompany, demoPassword } from "@ignite/demo"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startFakePlaces } from "../../gateway/src/testing/fake-places"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { setUpJourney, watchConsole } from "./browser"
import { signedInPage } from "./users"

// the stand-in for the Places web services must listen before the app reads MAPS_API_URL
const places = await startFakePlaces()
afterAll(() => places.close())

/**
 * Address search in Chromium under the app's content security policy (scripts and connections from our
 * origin only): the suggestions and the chosen place come through our server, so no violation shows.
 */
describe("address search on the storefront form, with a maps key, in Chromium", () => {
  let app: TestApp
  let browser: Parameters<typeof signedInPage>[0]
  setUpJourney((journey) => ({ app, browser } = journey), {
    DEMO_DATA: "true",
    MAPS_API_KEY: "e2e-maps-key",
    MAPS_API_URL: places.url,
  })

  let token = ""
  let listingId = ""
  beforeAll(async () => {
    const response = await app.request("/api/v1/users/sign_in", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email: "company@ignite.local", password: demoPassword } }),
    })
    token = response.headers.get("authorization")!.replace("Bearer ", "")
    const account = await app.services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
    listingId = (await app.services.storefronts.reads.listingOfAccount(account!.id)).id
  })

  it("suggests addresses after 3 characters and fills the headquarters from the chosen one", async () => {
    const page = await signedInPage(browser, token)
    const problems = watchConsole(page)
    await page.goto(`${app.url}/storefront/${listingId}/edit`)
    await page.getByRole("form", { name: "Edit listing" }).waitFor()
    const line = page.getByRole("combobox", { name: "Address Line 1" })
    await line.fill("1600 Penn")
    const suggestion = page
      .getByRole("listbox", { name: "Address suggestions" })
      .getByRole("option", { name: "1600 Pennsylvania Avenue NW, Washington, DC, USA" })
    // chosen from the keyboard, as the combobox offers: a loaded CI run's pointer click waited 30 s on an
    // option Playwright had scrolled to while the form's layout still moved, and that the dropdown then hid
    // (Mantine hides it while its input is out of view); arrows and Enter act on the focused input instead
    await suggestion.waitFor()
    await line.press("ArrowDown")
    const optionId = await suggestion.getAttribute("id")
    await expect.poll(() => line.getAttribute("aria-activedescendant")).toBe(optionId)
    await line.press("Enter")
    await expect
      .poll(() => page.getByRole("textbox", { name: "City", exact: true }).inputValue())
      .toBe("Washington")
    expect(await line.inputValue()).toBe("1600 Pennsylvania Avenue Northwest")
    expect(await page.getByRole("textbox", { name: "Postal Code", exact: true }).inputValue()).toBe("20500")
    expect(await page.getByPlaceholder("Select State/Province").inputValue()).toBe("District of Columbia")
    expect(await page.getByPlaceholder("Select Country").inputValue()).toBe("United States")

    await line.fill("nowhere to be found")
    await page.getByRole("listbox", { name: "Address suggestions" }).getByText("No matches...").waitFor()
    // the server asked the service; the browser never did
    expect(places.seen.length).toBeGreaterThanOrEqual(2)
    expect(problems).toEqual([])
    await page.close()
  })
})
