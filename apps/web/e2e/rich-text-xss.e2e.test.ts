import { resolve } from "node:path"
import { xssVectors } from "@ignite/platform/testing"
import type { Browser } from "playwright-core"
import { describe, expect, it } from "vitest"
import type { TestApp } from "../../gateway/src/testing/test-app"
import { screenshotDir, setUpJourney, watchConsole } from "./browser"
import { watchForScript } from "./rich-text"
import { signedInPage, signedInUser } from "./users"

/** Each vector after a visible marker, so the text is long enough and a reader can find it. */
const numbered = (html: string, i: number) => `<p>Vector ${i + 1}</p>${html}`

describe("rich text: the OWASP filter-evasion vectors render inert in Chromium", () => {
  let app: TestApp
  let browser: Browser
  setUpJourney((journey) => ({ app, browser } = journey))

  it("an admin publishes them through the policy form; the page runs none of them", async () => {
    // anti-spam: publishing it sends nobody (the admin included) back to agree, so the admin stays in
    const { token } = await signedInUser(app, {
      email: "xss.admin@ignite.test",
      firstName: "Xena",
      roles: ["admin"],
    })
    const page = await signedInPage(browser, token)
    await page.setViewportSize({ width: 1280, height: 1000 })
    const console = watchConsole(page)
    const script = watchForScript(page, app.url)
    await page.goto(`${app.url}/admin/policies?kind=antiSpam`)
    const form = page.getByRole("form", { name: "Publish a new anti-spam policy version" })
    await form.getByLabel("Title").fill("Anti-spam, hostile edition")
    await form.getByLabel("Effective Date").fill("2027-02-01")
    // text with a NUL is refused where it is decoded (it never reaches the sanitizer or the log): the form
    // gets the rest, and the NUL vectors are checked one by one below
    const pasted = xssVectors
      .map((vector, i) => numbered(vector.html, i))
      .filter((html) => !html.includes("\u0000"))
    await form.getByLabel("Content (HTML)").fill(pasted.join("\n"))
    await form.getByRole("button", { name: "Publish" }).click()
    const inForce = page.getByRole("region", { name: "In force" })
    await inForce.getByRole("heading", { name: "Anti-spam, hostile edition" }).waitFor()
    await inForce.getByText("Vector 1", { exact: true }).waitFor()
    await page.screenshot({ path: resolve(screenshotDir, "rich-text-xss.png"), fullPage: true })
    expect(await script.problems('[aria-label="In force"] [data-rich-text]')).toEqual([])
    expect(page.url()).toBe(`${app.url}/admin/policies?kind=antiSpam`)

    // One vector can swallow the ones after it (an unclosed tag), so each is also published alone through
    // the same field's REST call and what the server stored is rendered the way the app renders it
    // (innerHTML, as React's dangerouslySetInnerHTML does), each in a block of its own.
    const stored: string[] = []
    for (const [i, vector] of xssVectors.entries()) {
      const response = await app.request("/api/v1/admin/policies", {
        method: "POST",
        token,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          kind: "antiSpam",
          title: `Vector ${i + 1}: ${vector.label}`,
          publishDate: "2027-02-01",
          content: numbered(vector.html, i),
        }),
      })
      // text with a NUL is refused where it is decoded (it never reaches the sanitizer or the log)
      if (vector.html.includes("\u0000")) {
        expect(response.status, vector.label).toBe(400)
        continue
      }
      expect(response.status, vector.label).toBe(201)
      stored.push(((await response.json()) as { content: string }).content)
    }
    await page.evaluate((blocks) => {
      const region = document.querySelector('[aria-label="In force"] [data-rich-text]')!
      const host = document.createElement("div")
      host.id = "each-vector"
      for (const html of blocks) {
        const block = document.createElement("div")
        block.innerHTML = html
        host.append(block)
      }
      region.append(host)
    }, stored)
    const refusedAtTheDoor = xssVectors.filter((vector) => vector.html.includes("\u0000")).length
    expect(await page.locator("#each-vector > div").count()).toBe(xssVectors.length - refusedAtTheDoor)
    expect(await script.problems("#each-vector")).toEqual([])
    expect(console).toEqual([])
    await page.close()
  })
})
