// @vitest-environment happy-dom
import { errorCatalogue } from "@ignite/contracts"
import { act } from "react"
import { afterEach, describe, expect, it } from "vitest"
import { byText, renderInRouter, unmountAll, waitFor } from "../../test-support/render"
import { supportUrl } from "../support/support-url"
import { ErrorFallback, genericErrorMessage, notFoundMessage } from "./error-fallback"

const notFoundText = "The requested resource does not exist"
const genericText = "Something went wrong!"

describe("ErrorFallback", () => {
  afterEach(unmountAll)

  const renderFallback = (props: Parameters<typeof ErrorFallback>[0], path = "/") =>
    renderInRouter(() => <ErrorFallback {...props} />, path)

  it("uses the error catalogue's texts", () => {
    expect(notFoundMessage).toBe(errorCatalogue.NotFound.message)
    expect(genericErrorMessage).toBe(errorCatalogue.InternalError.message)
  })

  it.each([
    ["notFound", { notFound: true }],
    ["a tRPC 404", { error: { message: "gone", data: { code: "NOT_FOUND", httpStatus: 404 } } }],
    ["a REST 404", { error: { error: "NotFound", message: "gone", status: 404 } }],
  ])("says the resource does not exist for %s", async (_, props) => {
    const { container } = await renderFallback(props)
    expect(container.querySelector("h1")?.textContent).toBe(notFoundText)
  })

  it.each([
    ["an Error", { error: new Error("boom") }],
    ["a tRPC 500", { error: { data: { httpStatus: 500 } } }],
    ["no error", {}],
  ])("says something went wrong for %s", async (_, props) => {
    const { container } = await renderFallback(props)
    expect(container.querySelector("h1")?.textContent).toBe(genericText)
    expect(container.textContent).not.toContain(notFoundText)
  })

  it("links to support in a new tab", async () => {
    const { container } = await renderFallback({})
    const support = container.querySelector<HTMLAnchorElement>(`a[href="${supportUrl}"]`)
    expect(support?.textContent).toContain("contact support")
    expect(support?.target).toBe("_blank")
    expect(support?.rel).toBe("noopener noreferrer")
  })

  it("takes the user back to /", async () => {
    const { container, router } = await renderFallback({ notFound: true }, "/missing/page")
    expect(router.state.location.pathname).toBe("/missing/page")
    const back = byText(container, "a", "Take me back")
    expect(back.getAttribute("href")).toBe("/")
    await act(async () => back.click())
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
  })
})
