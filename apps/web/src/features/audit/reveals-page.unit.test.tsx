// @vitest-environment happy-dom
import type { CurrentUser, RevealView } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import { buttonNamed, renderApp, signInAs, testAdmin } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()
const reveal = (n: number): RevealView => ({
  id: `rv-${n}`,
  auditorId: "auditor-1",
  auditorName: n % 2 ? "Audra Auditor" : "Ben Checker",
  subject: `user-${n}`,
  reason: `Ticket ${n}: who changed this?`,
  revealedAt: `2024-05-0${n}T10:00:00.000Z`,
  expiresAt: `2024-05-0${n}T10:15:00.000Z`,
})
const pagination = (page: number, last: number) => ({
  count: last * 2,
  page,
  pages: last,
  from: 1,
  to: 2,
  last,
  series: [String(page)],
})

const openAs = async (user: CurrentUser, path = "/audit/reveals") => {
  signInAs(gateway, user)
  return renderApp(path)
}
const cells = (container: HTMLElement) =>
  [...container.querySelectorAll("tbody tr")].map((row) => row.querySelector("td")?.textContent)

describe("/audit/reveals, the admins' record", () => {
  it("lists who revealed whose data and why, sorts the page, and exports every page as CSV", async () => {
    gateway.answers.set("audit.reveals", (input) =>
      Number(input.page) === 2
        ? { data: { data: [reveal(3)], pagination: pagination(2, 2) } }
        : { data: { data: [reveal(1), reveal(2)], pagination: pagination(1, 2) } },
    )
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(cells(container)).toEqual(["Audra Auditor", "Ben Checker"]))
    expect(container.textContent).toContain("Ticket 1: who changed this?")
    expect(
      container
        .querySelector("nav[aria-label='Admin'] a[href='/audit/reveals']")
        ?.getAttribute("aria-current"),
    ).toBe("page")
    expect(
      container.querySelector("nav[aria-label='Admin'] a[href='/audit']")?.getAttribute("aria-current"),
    ).toBeNull()

    const auditorHeader = [...container.querySelectorAll("th")].find((th) =>
      th.textContent?.startsWith("Auditor"),
    )!
    await act(async () => auditorHeader.querySelector("button")!.click())
    await act(async () => auditorHeader.querySelector("button")!.click())
    expect(auditorHeader.getAttribute("aria-sort")).toBe("descending")
    expect(cells(container)).toEqual(["Ben Checker", "Audra Auditor"])

    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:reveals")
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {})
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    await act(async () => buttonNamed(container, "Export CSV").click())
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]).toMatch(/^ignite-reveals-of-personal-data-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await (created.mock.calls[0]![0] as Blob).text()
    expect(csv.split("\r\n").filter(Boolean)).toHaveLength(4)
    expect(gateway.inputsOf("audit.reveals")).toEqual(
      expect.arrayContaining([
        { page: 1, perPage: 20 },
        { page: 2, perPage: 20 },
      ]),
    )
    vi.restoreAllMocks()
  })

  it("is not found for an auditor: the record is the admins'", async () => {
    const { container } = await openAs({ ...testAdmin, userRoles: ["auditor"] })
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("audit.reveals")).toEqual([])
  })
})
