// @vitest-environment happy-dom
import type { CurrentUser, ImportJob } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it } from "vitest"
import {
  alertText,
  eventually,
  renderApp,
  signInAs,
  testAdmin,
  testUser,
} from "../../test-support/app-harness"
import { setUpFakeUploads } from "../../test-support/fake-upload"
import { setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()
const uploads = setUpFakeUploads()

const summary = {
  rows: 0,
  companiesNew: 0,
  companiesUpdated: 0,
  awardsNew: 0,
  awardsUpdated: 0,
  unchanged: 0,
  rejected: 0,
  rejections: [],
}
const running: ImportJob = {
  id: "11111111-1111-4111-8111-111111111111",
  fileName: "messy-awards.csv",
  status: "running",
  startedAt: "2026-11-23T13:00:00.000Z",
  finishedAt: null,
  bytesRead: 0,
  bytesTotal: 4000,
  summary,
  error: null,
}
const halfway: ImportJob = { ...running, bytesRead: 2000, summary: { ...summary, rows: 3 } }
const done: ImportJob = {
  ...running,
  status: "done",
  finishedAt: "2026-11-23T13:00:02.000Z",
  bytesRead: 4000,
  summary: {
    rows: 6,
    companiesNew: 2,
    companiesUpdated: 0,
    awardsNew: 3,
    awardsUpdated: 0,
    unchanged: 0,
    rejected: 3,
    rejections: [
      { line: 6, reasons: ["UEI: missing (the registry keys companies by UEI)"] },
      { line: 7, reasons: ['Award Year: "21" is not a year', 'Award Amount: "lots" is not an amount'] },
      { line: 8, reasons: ['Contact Email: "not-an-email" is not an email address'] },
    ],
  },
}

const openAs = async (user: CurrentUser, path = "/admin/imports", jobs: ImportJob[] = []) => {
  signInAs(gateway, user)
  gateway.answers.set("imports.jobs", { data: jobs })
  return renderApp(path)
}

/** Picks `file` in the page's file input, as the file chooser would. */
const choose = async (container: HTMLElement, file: File) => {
  const input = container.querySelector<HTMLInputElement>("input[type='file']")!
  Object.defineProperty(input, "files", { value: [file], configurable: true })
  await act(async () => input.dispatchEvent(new Event("change", { bubbles: true })))
}

const csv = (name = "messy-awards.csv") => new File(["company,UEI\n"], name, { type: "text/csv" })
const progressBar = (container: HTMLElement, name: string) =>
  container.querySelector(`[role='progressbar'][aria-label='${name}']`)

describe("/admin/imports", () => {
  it("uploads a CSV with progress, follows the import, then shows its summary and rejected rows", async () => {
    const { container, router } = await openAs(testAdmin)
    await waitFor(() => expect(container.textContent).toContain("No imports since the server started."))
    expect(container.querySelector("nav[aria-label='Admin'] a[href='/admin/imports']")).not.toBeNull()

    await choose(container, csv())
    const request = uploads.sent[0]!
    expect(request.headers.Authorization).toBe("Bearer token-1")
    expect(request.file()?.name).toBe("messy-awards.csv")
    await request.progress(1500, 3000)
    expect(container.textContent).toContain("Uploading messy-awards.csv (1.5 kB of 3 kB)")
    expect(progressBar(container, "Uploading messy-awards.csv")?.getAttribute("aria-valuenow")).toBe("50")

    let polls = 0
    gateway.answers.set("imports.job", ({ id }) => {
      polls++
      return id === running.id ? { data: polls < 2 ? halfway : done } : { status: 404, error: "NotFound" }
    })
    gateway.answers.set("imports.jobs", { data: [done] })
    await request.answer(201, running)
    await waitFor(() => expect(alertText()).toContain("Uploaded messy-awards.csv; importing it now."))
    expect(router.state.location.search).toEqual({ job: running.id })
    expect(container.textContent).toContain("Importing")

    await eventually(() => expect(container.textContent).toContain("Read 2 kB of 4 kB (50%)"))
    expect(progressBar(container, "Importing messy-awards.csv")?.getAttribute("aria-valuenow")).toBe("50")
    await eventually(() =>
      expect(container.querySelector("section[aria-label='Import']")?.textContent).toContain("Done"),
    )
    const rejected = container.querySelector<HTMLTableElement>("table[aria-label='Rejected rows']")!
    expect(
      [...rejected.querySelectorAll("tbody tr")].map((row) => row.firstElementChild?.textContent),
    ).toEqual(["6", "7", "8"])
    expect(rejected.textContent).toContain('Award Amount: "lots" is not an amount')
    const counts = Object.fromEntries(
      [...container.querySelectorAll("dl dt")].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    )
    expect(counts).toEqual({
      "Rows read": "6",
      "New companies": "2",
      "Updated companies": "0",
      "New awards": "3",
      "Updated awards": "0",
      "Unchanged awards": "0",
      "Rejected rows": "3",
    })
    // polling stops with the import, and the list shows how it ended
    const pollsAtEnd = polls
    await waitFor(() =>
      expect(container.querySelector("table[aria-label='Earlier imports']")?.textContent).toContain("Done"),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)))
    expect(polls).toBe(pollsAtEnd)
  })

  it("refuses what is not a CSV before sending, and shows the server's refusal word for word", async () => {
    const { container } = await openAs(testAdmin)
    await waitFor(() => expect(container.querySelector("input[type='file']")).not.toBeNull())
    await choose(container, new File(["x"], "awards.xlsx"))
    expect(uploads.sent).toEqual([])
    expect(container.textContent).toContain("Choose a CSV file: SBIR.gov exports its awards as .csv.")

    await choose(container, csv())
    await uploads.sent[0]!.answer(409, {
      error: "ImportInProgress",
      message: "An import is already running. Wait for it to finish.",
      status: 409,
    })
    await waitFor(() =>
      expect(container.textContent).toContain("An import is already running. Wait for it to finish."),
    )
    expect(container.textContent).toContain("messy-awards.csv was not imported")

    await choose(container, csv())
    await uploads.sent[1]!.fail()
    await waitFor(() =>
      expect(container.textContent).toContain(
        "The file could not be uploaded. Check your connection and try again.",
      ),
    )
  })

  it("shows why an import failed, as the server says it, and lists earlier imports to open", async () => {
    const failed: ImportJob = {
      ...running,
      id: "22222222-2222-4222-8222-222222222222",
      fileName: "people.csv",
      status: "failed",
      finishedAt: running.startedAt,
      error: "This is not an SBIR.gov award file: it has no Award Title, UEI columns.",
    }
    gateway.answers.set("imports.job", ({ id }) => ({ data: id === failed.id ? failed : done }))
    const { container, router } = await openAs(testAdmin, `/admin/imports?job=${failed.id}`, [failed, done])
    await waitFor(() =>
      expect(container.textContent).toContain(
        "This is not an SBIR.gov award file: it has no Award Title, UEI columns.",
      ),
    )
    expect(container.textContent).toContain("The import stopped")
    const earlier = container.querySelector<HTMLTableElement>("table[aria-label='Earlier imports']")!
    await waitFor(() => expect(earlier.querySelectorAll("tbody tr")).toHaveLength(2))
    const link = [...earlier.querySelectorAll("a")].find((a) => a.textContent === "messy-awards.csv")!
    await act(async () => link.click())
    await waitFor(() => expect(router.state.location.search).toEqual({ job: running.id }))
    await waitFor(() => expect(container.querySelector("table[aria-label='Rejected rows']")).not.toBeNull())
  })

  it("is not there for anyone else", async () => {
    const { container } = await openAs(testUser)
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("imports.jobs")).toEqual([])
    expect(container.querySelector("input[type='file']")).toBeNull()
  })
})
