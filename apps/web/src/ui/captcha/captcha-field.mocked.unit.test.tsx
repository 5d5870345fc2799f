// @vitest-environment happy-dom
import { captchaChallengePath, captchaMessages } from "@ignite/contracts"
import { act, useState } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { render, unmountAll, waitFor } from "../../test-support/render"
import { CaptchaField } from "./captcha-field"

/**
 * The third-party widget is the boundary here: a stand-in element with its methods and its
 * `statechange` event. The real widget solving our server's challenges runs in Chromium
 * (e2e/captcha.e2e.test.ts).
 */
const calls: string[] = []
vi.mock("./altcha-element", () => {
  class StandInWidget extends HTMLElement {
    reset() {
      calls.push("reset")
    }
    async verify() {
      calls.push("verify")
      return null
    }
    report(state: string, payload?: string) {
      this.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }))
    }
  }
  if (!customElements.get("altcha-widget")) customElements.define("altcha-widget", StandInWidget)
  return {}
})

type StandIn = HTMLElement & { report(state: string, payload?: string): void }

function Harness({ error }: { error?: string }) {
  const [token, setToken] = useState("")
  const [round, setRound] = useState(0)
  return (
    <>
      <CaptchaField onToken={setToken} round={round} error={error} />
      <output>{token}</output>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        failed submit
      </button>
    </>
  )
}

afterEach(() => {
  unmountAll()
  calls.length = 0
})

const start = async (error?: string) => {
  const rendered = await render(<Harness error={error} />)
  const widget = rendered.container.querySelector("altcha-widget") as unknown as StandIn
  await waitFor(() => expect(customElements.get("altcha-widget")).toBeDefined())
  const token = () => rendered.container.querySelector("output")?.textContent
  return { ...rendered, widget, token }
}

describe("CaptchaField", () => {
  it("asks our server for the challenge and starts solving when the form shows", async () => {
    const { widget } = await start()
    expect(widget.getAttribute("challenge")).toBe(captchaChallengePath)
    expect(widget.getAttribute("auto")).toBe("onload")
    expect(JSON.parse(widget.getAttribute("configuration") ?? "{}")).toMatchObject({ hideFooter: true })
  })

  it("hands the solved payload to the form, and takes it back when it expires", async () => {
    const { widget, token } = await start()
    act(() => widget.report("verifying"))
    expect(token()).toBe("")
    act(() => widget.report("verified", "c29sdmVk"))
    expect(token()).toBe("c29sdmVk")
    act(() => widget.report("expired"))
    expect(token()).toBe("")
    expect(calls).toEqual(["verify"])
  })

  it("throws a used solution away after a failed submit and solves a fresh challenge", async () => {
    const { widget, token, container } = await start()
    act(() => widget.report("verified", "dXNlZA=="))
    expect(token()).toBe("dXNlZA==")
    act(() => container.querySelector("button")?.click())
    expect(token()).toBe("")
    expect(calls).toEqual(["reset", "verify"])
  })

  it("shows the form's error under the widget", async () => {
    const { container } = await start(captchaMessages.required)
    expect(container.textContent).toContain(captchaMessages.required)
  })
})
