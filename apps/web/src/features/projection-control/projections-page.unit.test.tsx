// @vitest-environment happy-dom
import type { ProjectionLag, SystemStatus } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import { buttonNamed, eventually, renderApp, signInAs, testAdmin } from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()
const search: ProjectionLag = {
  name: "listing_search",
  version: 3,
  status: "active",
  mode: "async",
  eventsBehind: 2,
  secondsBehind: 1.25,
  position: 998,
  paused: false,
}
const users: ProjectionLag = {
  ...search,
  name: "current_users",
  mode: "inline",
  eventsBehind: 0,
  secondsBehind: 0,
}
const status: SystemStatus = {
  name: "ignite",
  version: "0.1.0",
  driver: "pglite",
  bus: "in-process",
  eventCount: 1000,
  projections: [],
  fence: null,
}
const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label='${label}']`)

const open = async () => {
  signInAs(gateway, testAdmin)
  gateway.answers.set("system.status", { data: status })
  return renderApp("/admin/projections")
}

describe("/admin/projections", () => {
  it("names the write transaction that holds the async read models back, when one does", async () => {
    gateway.answers.set("operator.projections.status", { data: [search, users] })
    gateway.answers.set("system.status", {
      data: {
        ...status,
        driver: "pg",
        fence: { pid: 4242, applicationName: "psql", state: "idle in transaction", transactionSeconds: 61.4 },
      },
    })
    signInAs(gateway, testAdmin)
    const { container } = await renderApp("/admin/projections")
    await waitFor(() =>
      expect(container.textContent).toContain(
        "A write transaction of this database has been open for 61 s (backend pid 4242, psql, idle in transaction)",
      ),
    )
  })

  it("lists each projection's lag, pauses only async ones, and shows a rebuild's progress", async () => {
    gateway.answers.set("operator.projections.status", { data: [search, users] })
    const { container } = await open()
    await waitFor(() => expect(container.querySelectorAll("tbody tr")).toHaveLength(2))
    expect(container.querySelector("caption")?.textContent).toContain("Projections")
    expect(button("Pause listing_search")).not.toBeNull()
    expect(button("Pause current_users")).toBeNull()

    gateway.answers.set("operator.projections.pause", { data: [{ ...search, paused: true }] })
    gateway.answers.set("operator.projections.status", { data: [{ ...search, paused: true }, users] })
    await act(async () => button("Pause listing_search")!.click())
    await eventually(() => expect(button("Resume listing_search")).not.toBeNull())
    expect(gateway.inputsOf("operator.projections.pause")).toEqual([{ name: "listing_search" }])

    gateway.answers.set("operator.projections.rebuild", { data: { build: 7 } })
    gateway.answers.set("operator.projections.status", {
      data: [search, { ...search, status: "building", position: 250, eventsBehind: 700 }, users],
    })
    await act(async () => button("Rebuild listing_search")!.click())
    await waitFor(() => expect(dialog()?.textContent).toContain("Rebuild listing_search?"))
    await act(async () => buttonNamed(dialog()!, "Rebuild").click())
    await eventually(() =>
      expect(
        container
          .querySelector("[role='progressbar'][aria-label='Rebuilding listing_search']")
          ?.getAttribute("aria-valuenow"),
      ).toBe("25"),
    )
    expect(gateway.inputsOf("operator.projections.rebuild")).toEqual([{ name: "listing_search" }])
    expect(button("Rebuild listing_search")!.disabled).toBe(true)
  })

  it("verifies a projection and shows the rows only one side has", async () => {
    gateway.answers.set("operator.projections.status", { data: [search] })
    gateway.answers.set("operator.projections.verify", {
      data: {
        name: "listing_search",
        version: 3,
        position: 998,
        ok: false,
        tables: [
          {
            table: "listing_search",
            liveRows: 10,
            rebuiltRows: 10,
            onlyLive: [{ id: "l-1", name: "Tampered" }],
            onlyRebuilt: [{ id: "l-1", name: "Acme" }],
          },
          { table: "listing_search_terms", liveRows: 4, rebuiltRows: 4, onlyLive: [], onlyRebuilt: [] },
        ],
      },
    })
    const { container } = await open()
    await waitFor(() => expect(container.querySelectorAll("tbody tr")).toHaveLength(1))
    await act(async () => button("Verify listing_search")!.click())
    await eventually(() => expect(dialog()?.textContent).toContain("Differences found"))
    expect(dialog()!.textContent).toContain("differs from the live read model in 1 table")
    expect(dialog()!.textContent).toContain('"name":"Tampered"')
    expect(dialog()!.textContent).not.toContain("listing_search_terms")
  })
})
