import type { Browser, Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { setUpJourney, unexpected, watchConsole } from "./browser"
import { signedInPage, signedInUser } from "./users"

/**
 * Chat between a company user and a government user, each in their own browser context, against the whole
 * system, with no reload anywhere after the pages open: the first message from the government profile, the
 * company then waiting for a reply, the government side's bell and unread badge lighting up live, the 'New'
 * divider, the reply reaching the company live, pause and unpause seen live, and a message back.
 */
describe("chat between a company and a government user in Chromium", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  const composer = (page: Page) => page.getByRole("textbox", { name: "Message" })
  const log = (page: Page) => page.getByRole("log", { name: "Messages" })

  it("first message, waiting for a reply, live bell, badge and divider, live reply, pause and unpause", async () => {
    const owner = await app.companyOwner("Chatty Drones")
    await app.acceptPolicies(owner.userId)
    const gov = await signedInUser(app, { email: "gov.chat@agency.example", firstName: "Grace" })

    // the government user is already in the app when the company writes
    const govPage = await signedInPage(browser, gov.token)
    const govProblems = watchConsole(govPage)
    await govPage.setViewportSize({ width: 1280, height: 900 })
    await govPage.goto(`${app.url}/notifications`)
    await govPage.getByRole("link", { name: "Messages", exact: true }).waitFor()

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

    // live on the government side: the unread badge, the bell and the notification in the list
    await govPage.getByRole("link", { name: "Messages, 1 unread" }).waitFor()
    await govPage.getByRole("button", { name: "Notifications, 1 unread" }).waitFor()
    await govPage.getByText(/New message from Chatty Drones/).waitFor()
    await govPage.getByRole("link", { name: "Messages, 1 unread" }).click()
    await govPage
      .getByRole("link", { name: /Chatty Drones/ })
      .first()
      .click()
    await govPage.getByRole("separator", { name: "New messages below" }).waitFor()
    // reading the thread clears the badge and its notification
    await expect
      .poll(async () => govPage.getByRole("link", { name: "Messages, 1 unread" }).count(), {
        timeout: 10_000,
      })
      .toBe(0)
    await govPage.getByRole("button", { name: "Notifications", exact: true }).waitFor()

    // the government user cannot pause before replying; then replies, and the company sees it live
    const pause = govPage.getByRole("button", { name: "Pause chat" })
    expect(await pause.getAttribute("aria-disabled")).toBe("true")
    await composer(govPage).fill("Hi! Tell me more.")
    await composer(govPage).press("Enter")
    await log(govPage).getByText("Hi! Tell me more.").waitFor()
    await log(company).getByText("Hi! Tell me more.").waitFor()
    await expect.poll(() => composer(company).isDisabled(), { timeout: 10_000 }).toBe(false)

    // pause and unpause, each seen live by the company
    await expect.poll(() => pause.getAttribute("aria-disabled"), { timeout: 10_000 }).not.toBe("true")
    await pause.click()
    await govPage.getByRole("button", { name: "Unpause chat" }).waitFor()
    await company.getByText("This conversation is paused.").waitFor()
    expect(await composer(company).isDisabled()).toBe(true)
    await govPage.getByRole("button", { name: "Unpause chat" }).click()
    await govPage.getByRole("button", { name: "Pause chat" }).waitFor()
    await expect.poll(() => composer(company).isDisabled(), { timeout: 10_000 }).toBe(false)

    // and back: the government user, in the thread, gets the message live
    await composer(company).fill("Great, here are our specs.")
    await composer(company).press("Enter")
    await log(company).getByText("Great, here are our specs.").waitFor()
    await log(govPage).getByText("Great, here are our specs.").waitFor()

    expect(unexpected(companyProblems)).toEqual([])
    expect(unexpected(govProblems)).toEqual([])
    await company.close()
    await govPage.close()
  })
})
