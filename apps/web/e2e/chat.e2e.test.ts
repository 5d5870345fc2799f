import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { setUpJourney, unexpected, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

/**
 * Chat between a company user and a government user, each in their own browser context, against the whole
 * system: the first message from the government profile, the company then waiting for a reply, the unread
 * badge and the 'New' divider on the government side, the reply, pause and unpause.
 *
 * Live delivery (no reload) needs the gateway's ChatChannel, which is landing separately: until it does the
 * company side reloads to see the reply. Once the channel is in, drop the reload and the journey checks
 * delivery both ways.
 */
describe("chat between a company and a government user in Chromium", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const composer = (page: Page) => page.getByRole("textbox", { name: "Message" })
  const log = (page: Page) => page.getByRole("log", { name: "Messages" })

  it("first message, waiting for a reply, unread badge and divider, reply, pause and unpause", async () => {
    const owner = await app.companyOwner("Chatty Drones")
    await app.acceptPolicies(owner.userId)
    const gov = await signedInUser(app, { email: "gov.chat@agency.example", firstName: "Grace" })

    const company = await signedInPage(browser, owner.token)
    const companyProblems = watchConsole(company)
    await company.setViewportSize({ width: 1280, height: 900 })
    await company.goto(`${app.url}/gov/users/${gov.userId}`)
    await company.getByRole("button", { name: "Start a chat" }).click()
    const modal = company.getByRole("dialog")
    await modal.getByLabel("Message").fill("Hello Grace, we build drones for hard places.")
    await modal.getByRole("button", { name: "Send" }).click()
    await company.waitForURL((url) => url.pathname === "/chat" && url.searchParams.has("threadId"))
    await log(company).getByText("Hello Grace, we build drones for hard places.").waitFor()
    // one message until the government user replies
    await company.getByText("Waiting for a reply").waitFor()
    expect(await composer(company).isDisabled()).toBe(true)

    const govPage = await signedInPage(browser, gov.token)
    const govProblems = watchConsole(govPage)
    await govPage.setViewportSize({ width: 1280, height: 900 })
    await govPage.goto(`${app.url}/notifications`)
    await govPage.getByRole("link", { name: "Messages, 1 unread" }).click()
    await govPage
      .getByRole("link", { name: /Chatty Drones/ })
      .first()
      .click()
    await govPage.getByRole("separator", { name: "New messages below" }).waitFor()
    await expect
      .poll(async () => govPage.getByRole("link", { name: "Messages, 1 unread" }).count(), {
        timeout: 10_000,
      })
      .toBe(0)

    // the government user cannot pause before replying; then replies, and may
    const pause = govPage.getByRole("button", { name: "Pause chat" })
    expect(await pause.getAttribute("aria-disabled")).toBe("true")
    await composer(govPage).fill("Hi! Tell me more.")
    await composer(govPage).press("Enter")
    await log(govPage).getByText("Hi! Tell me more.").waitFor()
    await govPage.reload()
    await govPage.getByRole("button", { name: "Pause chat" }).click()
    await govPage.getByRole("button", { name: "Unpause chat" }).waitFor()

    await company.reload()
    await log(company).getByText("Hi! Tell me more.").waitFor()
    await company.getByText("This conversation is paused.").waitFor()
    expect(await composer(company).isDisabled()).toBe(true)

    await govPage.getByRole("button", { name: "Unpause chat" }).click()
    await govPage.getByRole("button", { name: "Pause chat" }).waitFor()
    await company.reload()
    await composer(company).fill("Great, here are our specs.")
    await composer(company).press("Enter")
    await log(company).getByText("Great, here are our specs.").waitFor()

    expect(unexpected(companyProblems)).toEqual([])
    expect(unexpected(govProblems)).toEqual([])
    await company.close()
    await govPage.close()
  })
})
