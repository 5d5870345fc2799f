// @vitest-environment happy-dom
import { type PageRequest, paginate } from "@ignite/contracts"
import { act } from "react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { byText, render, unmountAll } from "../../test-support/render"
import { PaginationFooter } from "./pagination-footer"

describe("PaginationFooter", () => {
  afterEach(unmountAll)

  const renderFooter = async (request: PageRequest, count: number) => {
    const onChange = vi.fn<(next: PageRequest) => void>()
    const { offset: _, ...pagination } = paginate(count, request)
    const rendered = await render(
      <PaginationFooter pagination={pagination} perPage={request.perPage} onChange={onChange} />,
    )
    return { ...rendered, onChange }
  }

  const button = (container: HTMLElement, text: string) =>
    byText<HTMLButtonElement>(container, "button", text)

  it("reads 'from to to of count entries'", async () => {
    const { container } = await renderFooter({ page: 3, perPage: 10 }, 195)
    expect(container.textContent).toContain("21 to 30 of 195 entries")
  })

  it("shows the current page as active and gaps as an ellipsis", async () => {
    const { container } = await renderFooter({ page: 10, perPage: 10 }, 195)
    // Pagy series for page 10 of 20: [1, "gap", 6, 7, 8, 9, "10", 11, 12, 13, 14, "gap", 20]
    const pages = [...container.querySelectorAll("button[aria-label^='Page ']")].map((b) => b.textContent)
    expect(pages).toEqual(["1", "6", "7", "8", "9", "10", "11", "12", "13", "14", "20"])
    expect(container.querySelector("[aria-current='page']")?.textContent).toBe("10")
    expect(container.textContent?.match(/…/g)).toHaveLength(2)
  })

  it("asks for the next page, keeping the page size", async () => {
    const { container, onChange } = await renderFooter({ page: 3, perPage: 20 }, 195)
    await act(async () => button(container, "Next").click())
    expect(onChange).toHaveBeenCalledWith({ page: 4, perPage: 20 })
  })

  it("asks for the previous page and for a page from the series", async () => {
    const { container, onChange } = await renderFooter({ page: 3, perPage: 10 }, 195)
    await act(async () => button(container, "Previous").click())
    await act(async () => button(container, "5").click())
    expect(onChange.mock.calls).toEqual([[{ page: 2, perPage: 10 }], [{ page: 5, perPage: 10 }]])
  })

  it("disables previous on the first page and next on the last", async () => {
    const first = await renderFooter({ page: 1, perPage: 10 }, 25)
    expect(button(first.container, "Previous").disabled).toBe(true)
    expect(button(first.container, "Next").disabled).toBe(false)
    first.unmount()

    const last = await renderFooter({ page: 3, perPage: 10 }, 25)
    expect(button(last.container, "Previous").disabled).toBe(false)
    expect(button(last.container, "Next").disabled).toBe(true)
  })

  it("goes back to page 1 when the page size changes", async () => {
    const { container, onChange } = await renderFooter({ page: 3, perPage: 10 }, 195)
    const select = container.querySelector("select")!
    expect([...select.options].map((o) => o.value)).toEqual(["5", "10", "20"])
    await act(async () => {
      select.value = "20"
      select.dispatchEvent(new Event("change", { bubbles: true }))
    })
    expect(onChange).toHaveBeenCalledWith({ page: 1, perPage: 20 })
  })
})
