// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { defaultSiteSettings, setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"
import { renderWithTrpc } from "../../test-support/render-with-trpc"
import { CaptchaField } from "./captcha-field"
import { captchaOffToken, useCaptcha } from "./use-captcha"

const gateway = setUpGatewayMock()

function Form() {
  const { token, field } = useCaptcha()
  return (
    <>
      <CaptchaField {...field} />
      <output>{token}</output>
    </>
  )
}

describe("a form's captcha with the server's captcha off (issue 26)", () => {
  it("has its token at once and no puzzle to solve, and says so", async () => {
    gateway.answers.set("reference.siteSettings", {
      data: { ...defaultSiteSettings, captcha: { mode: "off" } },
    })
    const { container } = await renderWithTrpc(Form)
    await waitFor(() => expect(container.querySelector("output")?.textContent).toBe(captchaOffToken))
    expect(container.querySelector("altcha-widget")).toBeNull()
    expect(container.textContent).toContain("Off on this server (development): nothing to solve.")
  })

  it("solves the puzzle when the captcha is on", async () => {
    const { container } = await renderWithTrpc(Form)
    await waitFor(() => expect(container.querySelector("altcha-widget")).not.toBeNull())
    expect(container.querySelector("output")?.textContent).toBe("")
  })
})
