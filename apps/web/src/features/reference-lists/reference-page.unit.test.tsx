// @vitest-environment happy-dom
import type { CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  alertText,
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  signInAs,
  submit,
  testAdmin,
  testUser,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const technologyTypes = [
  { id: "1", name: "Advanced Computing & Software" },
  { id: "2", name: "Advanced Materials" },
]
const navy = {
  id: "2",
  name: "Navy",
  longName: "United States Navy",
  govUserOrganizationCategoryId: "1",
  govUserOrganizationCategory: { id: "1", name: "Department of Defense" },
}
const pagination = (count: number, page = 1) => ({
  count,
  page,
  pages: Math.max(1, Math.ceil(count / 10)),
  from: count === 0 ? 0 : (page - 1) * 10 + 1,
  to: Math.min(count, page * 10),
  last: Math.max(1, Math.ceil(count / 10)),
  series: [String(page)],
})

const openAs = async (user: CurrentUser, path = "/admin/reference") => {
  signInAs(gateway, user)
  gateway.answers.set("reference.technologyTypes", { data: technologyTypes })
  gateway.answers.set("reference.businessClassifications", { data: [{ id: "1", name: "Small Business" }] })
  gateway.answers.set("reference.govUserOrganizations", ({ search }) => ({
    data:
      search && !"navy".includes(search.toLowerCase())
        ? { data: [], pagination: pagination(0) }
        : { data: [navy], pagination: pagination(1) },
  }))
  return renderApp(path)
}

const rowsOf = (container: HTMLElement, table: string) =>
  [...container.querySelectorAll(`table[aria-label='${table}'] tbody tr`)].map(
    (row) => row.firstElementChild?.textContent,
  )

describe("/admin/reference", () => {
  it("adds a technology type, and shows the server's refusal under the field", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() =>
      expect(rowsOf(container, "Technology types")).toEqual([
        "Advanced Computing & Software",
        "Advanced Materials",
      ]),
    )
    expect(container.querySelector("nav[aria-label='Admin'] a[href='/admin/reference']")).not.toBeNull()
    const form = container.querySelector<HTMLFormElement>("form[aria-label='Add a technology type']")!

    await typeInto(inputLabelled(form, "Name"), "Q")
    await submit(form)
    expect(form.textContent).toContain("Expected a value with a length of at least 2")
    expect(gateway.callsOf("reference.admin.add")).toEqual([])

    gateway.answers.set("reference.admin.add", {
      status: 400,
      error: "ValidationFailed",
      message: "Some fields are invalid.",
      details: [{ path: "name", message: "has already been taken" }],
    })
    await typeInto(inputLabelled(form, "Name"), "advanced materials")
    await submit(form)
    await waitFor(() => expect(alertText()).toContain("Some fields are invalid."))
    expect(form.textContent).toContain("has already been taken")
    await typeInto(inputLabelled(form, "Name"), "Quantum Sensing")
    expect(form.textContent).not.toContain("has already been taken")

    gateway.answers.set("reference.admin.add", { data: { id: "20", name: "Quantum Sensing" } })
    gateway.answers.set("reference.technologyTypes", {
      data: [...technologyTypes, { id: "20", name: "Quantum Sensing" }],
    })
    await submit(form)
    await waitFor(() => expect(alertText()).toContain("Added “Quantum Sensing” to technology types."))
    expect(gateway.inputsOf("reference.admin.add").at(-1)).toEqual({
      kind: "technologyTypes",
      item: { name: "Quantum Sensing" },
    })
    await waitFor(() => expect(rowsOf(container, "Technology types")).toContain("Quantum Sensing"))
    expect(inputLabelled(form, "Name").value).toBe("")
  })

  it("renames an item in place", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(rowsOf(container, "Technology types")).toHaveLength(2))
    await act(async () =>
      container.querySelector<HTMLButtonElement>("button[aria-label='Rename Advanced Materials']")!.click(),
    )
    const form = container.querySelector<HTMLFormElement>("form[aria-label='Rename Advanced Materials']")!
    const input = container.querySelector<HTMLInputElement>("input[aria-label='New name']")!
    expect(input.value).toBe("Advanced Materials")
    expect(input.getAttribute("form")).toBe(form.id)

    await typeInto(input, "Advanced Materials & Manufacturing")
    gateway.answers.set("reference.admin.rename", {
      data: { id: "2", name: "Advanced Materials & Manufacturing" },
    })
    gateway.answers.set("reference.technologyTypes", {
      data: [technologyTypes[0]!, { id: "2", name: "Advanced Materials & Manufacturing" }],
    })
    await submit(form)
    await waitFor(() => expect(alertText()).toContain("Renamed to “Advanced Materials & Manufacturing”."))
    expect(gateway.inputsOf("reference.admin.rename")).toEqual([
      { kind: "technologyTypes", id: "2", item: { name: "Advanced Materials & Manufacturing" } },
    ])
    await waitFor(() =>
      expect(rowsOf(container, "Technology types")).toEqual([
        "Advanced Computing & Software",
        "Advanced Materials & Manufacturing",
      ]),
    )
    expect(container.querySelector("input[aria-label='New name']")).toBeNull()

    await act(async () =>
      container
        .querySelector<HTMLButtonElement>("button[aria-label='Rename Advanced Computing & Software']")!
        .click(),
    )
    await act(async () => buttonNamed(container, "Cancel").click())
    expect(container.querySelector("input[aria-label='New name']")).toBeNull()
  })

  it("pages and searches the organisations on the server, and adds one with its long name and category", async () => {
    const { container, router } = await openAs(testAdmin, "/admin/reference?list=govUserOrganizations")
    await waitFor(() => expect(rowsOf(container, "Organisations")).toEqual(["Navy"]))
    expect(container.querySelector("table[aria-label='Organisations']")?.textContent).toContain(
      "Department of Defense",
    )
    expect(gateway.inputsOf("reference.govUserOrganizations")[0]).toEqual({
      page: 1,
      perPage: 10,
      eager: "category",
    })

    await act(async () =>
      container.querySelector<HTMLButtonElement>("button[aria-label='Rename Navy']")!.click(),
    )
    expect(container.querySelector<HTMLInputElement>("input[aria-label='New long name']")?.value).toBe(
      "United States Navy",
    )
    await typeInto(
      container.querySelector<HTMLInputElement>("input[aria-label='New long name']")!,
      "U.S. Navy",
    )
    gateway.answers.set("reference.admin.rename", {
      data: { id: "2", name: "Navy", longName: "U.S. Navy", govUserOrganizationCategoryId: "1" },
    })
    await submit(container.querySelector<HTMLFormElement>("form[aria-label='Rename Navy']"))
    await waitFor(() => expect(alertText()).toContain("Renamed to “Navy”."))
    expect(gateway.inputsOf("reference.admin.rename")).toEqual([
      { kind: "govUserOrganizations", id: "2", item: { name: "Navy", longName: "U.S. Navy" } },
    ])

    await typeInto(inputLabelled(container, "Search organisations"), "nasa")
    await eventually(() => expect(container.textContent).toContain("No organisation matches “nasa”."))
    expect(router.state.location.search).toEqual({ list: "govUserOrganizations", search: "nasa" })
    expect(gateway.inputsOf("reference.govUserOrganizations").at(-1)).toEqual({
      page: 1,
      perPage: 10,
      search: "nasa",
      eager: "category",
    })

    const form = container.querySelector<HTMLFormElement>("form[aria-label='Add an organisation']")!
    await typeInto(inputLabelled(form, "Name"), "NOAA")
    await submit(form)
    expect(form.textContent).toContain("Choose a category.")
    expect(form.textContent).toContain("Expected a value with a length of at least 2")
    await typeInto(inputLabelled(form, "Long name"), "National Oceanic and Atmospheric Administration")
    const category = form.querySelector("select")!
    await act(async () => {
      category.value = "2"
      category.dispatchEvent(new Event("change", { bubbles: true }))
    })
    gateway.answers.set("reference.admin.add", {
      data: {
        id: "99",
        name: "NOAA",
        longName: "National Oceanic and Atmospheric Administration",
        govUserOrganizationCategoryId: "2",
      },
    })
    await submit(form)
    await waitFor(() => expect(alertText()).toContain("Added “NOAA” to organisations."))
    expect(gateway.inputsOf("reference.admin.add")).toEqual([
      {
        kind: "govUserOrganizations",
        item: { name: "NOAA", longName: "National Oceanic and Atmospheric Administration", categoryId: "2" },
      },
    ])
  })

  it("is not there for anyone else", async () => {
    const { container } = await openAs(testUser)
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("reference.technologyTypes")).toEqual([])
  })
})
