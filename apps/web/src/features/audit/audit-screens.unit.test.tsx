// @vitest-environment happy-dom
import type { CurrentUser } from "@ignite/contracts"
import { act } from "react"
import { describe, expect, it, vi } from "vitest"
import {
  buttonNamed,
  eventually,
  inputLabelled,
  renderApp,
  signInAs,
  testUser,
} from "../../test-support/app-harness"
import { type ProcedureOutput, setUpGatewayMock } from "../../test-support/gateway-mock"
import { waitFor } from "../../test-support/render"

const gateway = setUpGatewayMock()

const auditor: CurrentUser = { ...testUser, id: "auditor-1", userRoles: ["auditor"], govUserSetting: null }
const listingId = "1a2b3c4d-0000-4000-8000-000000000000"
const ownerId = "5e6f7a8b-0000-4000-8000-000000000000"
const requestId = "9c0d1e2f-0000-4000-8000-000000000000"

const base = {
  schemaVersion: 1,
  actorId: ownerId,
  requestId,
  correlationId: requestId,
  causationId: null,
  personal: null,
}
const listingEdited = {
  ...base,
  globalPosition: 41,
  eventId: "e-41",
  streamId: `listing-${listingId}`,
  streamType: "listing",
  streamVersion: 2,
  eventType: "ListingEdited",
  recordedAt: "2024-05-01T12:00:00.000Z",
  occurredAt: "2024-05-01T12:00:00.000Z",
  data: { listingId, editedBy: ownerId, profile: { name: "Acme Robotics" } },
}
const profileUpdated = {
  ...base,
  globalPosition: 40,
  eventId: "e-40",
  streamId: `user-${ownerId}`,
  streamType: "user",
  streamVersion: 3,
  eventType: "ProfileUpdated",
  recordedAt: "2024-04-30T12:00:00.000Z",
  occurredAt: "2024-04-30T12:00:00.000Z",
  data: { userId: ownerId, firstName: null, timezone: "UTC" },
  personal: { subject: ownerId, fields: ["firstName"], state: "masked" as const },
}
const page: ProcedureOutput<"audit.events"> = { events: [listingEdited, profileUpdated], nextCursor: "40" }

const openAs = async (user: CurrentUser, path: string) => {
  signInAs(gateway, user)
  return renderApp(path)
}
const dialog = () => document.querySelector<HTMLElement>("[role='dialog']")
const rows = (container: HTMLElement) => [...container.querySelectorAll("tbody tr")]
const typeIntoTextarea = async (textarea: HTMLTextAreaElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set
  await act(async () => {
    setter?.call(textarea, value)
    textarea.dispatchEvent(new Event("input", { bubbles: true }))
  })
}

describe("/audit, the event log", () => {
  it("asks for the address's filters, shows each event's stream, actor and request as links, and pages older", async () => {
    gateway.answers.set("audit.events", { data: page })
    const { container, router } = await openAs(auditor, "/audit?streamType=listing&eventTypes=ListingEdited")
    await waitFor(() => expect(rows(container)).toHaveLength(2))
    expect(gateway.inputsOf("audit.events")).toEqual([{ streamType: "listing", eventTypes: "ListingEdited" }])
    expect(container.querySelector("caption")?.textContent).toBe("Events, newest first")
    // the filter fields hold the address
    expect(inputLabelled(container, "Stream type").value).toBe("listing")
    expect(inputLabelled(container, "Event types").value).toBe("ListingEdited")

    const first = rows(container)[0]!
    expect(first.textContent).toContain("ListingEdited")
    const stream = first.querySelector<HTMLAnchorElement>(`a[aria-label='Timeline of listing-${listingId}']`)!
    expect(stream.getAttribute("href")).toBe(`/audit/streams/listing-${listingId}`)
    expect(stream.textContent).toBe("listing-1a2b3c4d…")
    const actor = first.querySelector<HTMLAnchorElement>(`a[aria-label='Events by ${ownerId}']`)!
    expect(new URL(actor.href, "http://x").searchParams.get("actorId")).toBe(ownerId)
    expect(new URL(actor.href, "http://x").searchParams.get("streamType")).toBe("listing")
    const request = first.querySelector<HTMLAnchorElement>(`a[aria-label='Events of request ${requestId}']`)!
    expect(new URL(request.href, "http://x").searchParams.get("correlationId")).toBe(requestId)

    // the data opens under its row
    await act(async () => first.querySelector<HTMLButtonElement>("button[aria-expanded='false']")!.click())
    await waitFor(() => expect(rows(container)).toHaveLength(3))
    expect(rows(container)[1]!.textContent).toContain("Acme Robotics")

    // an older page asks with the cursor, the filters kept
    await act(async () => buttonNamed(container, "Older").click())
    await eventually(() => expect(router.state.location.search).toMatchObject({ before: "40" }))
    await eventually(() =>
      expect(gateway.inputsOf("audit.events").at(-1)).toEqual({
        streamType: "listing",
        eventTypes: "ListingEdited",
        before: "40",
      }),
    )
  })

  it("applies typed filters into the address, a new search starting at the newest page", async () => {
    gateway.answers.set("audit.events", { data: page })
    const { container, router } = await openAs(auditor, "/audit?before=99")
    await waitFor(() => expect(rows(container)).toHaveLength(2))
    const field = inputLabelled(container, "Actor id")
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    await act(async () => {
      setter?.call(field, ` ${ownerId} `)
      field.dispatchEvent(new Event("input", { bubbles: true }))
    })
    await act(async () => buttonNamed(container, "Apply filters").click())
    await eventually(() => expect(router.state.location.search).toEqual({ actorId: ownerId }))
    await eventually(() => expect(gateway.inputsOf("audit.events").at(-1)).toEqual({ actorId: ownerId }))
  })

  it("reveals a subject with a reason: the server's word on a short one, then the fields shown until when", async () => {
    gateway.answers.set("audit.events", { data: page })
    const { container } = await openAs(auditor, "/audit")
    await waitFor(() => expect(rows(container)).toHaveLength(2))
    const reveal = container.querySelector<HTMLButtonElement>(
      `button[aria-label='Hidden — reveal the personal data of ${ownerId}']`,
    )!
    expect(reveal.textContent).toBe("Hidden — reveal")
    await act(async () => reveal.click())
    await waitFor(() => expect(dialog()?.textContent).toContain("Reveal personal data"))
    const reason = dialog()!.querySelector("textarea")!

    gateway.answers.set("audit.reveal", {
      status: 400,
      error: "ValidationFailed",
      message: "Some fields are invalid.",
      details: [{ path: "reason", message: "Expected a value with a length of at least 10" }],
    })
    await typeIntoTextarea(reason, "why")
    await act(async () => buttonNamed(dialog()!, "Reveal").click())
    await waitFor(() =>
      expect(dialog()!.textContent).toContain("Expected a value with a length of at least 10"),
    )

    gateway.answers.set("audit.reveal", {
      data: { id: "rv-1", subject: ownerId, expiresAt: "2024-05-01T12:15:00.000Z" },
    })
    gateway.answers.set("audit.events", {
      data: {
        ...page,
        events: [
          listingEdited,
          {
            ...profileUpdated,
            data: { ...profileUpdated.data, firstName: "Priya" },
            personal: { ...profileUpdated.personal, state: "shown" },
          },
        ],
      },
    })
    await typeIntoTextarea(reason, "Support ticket 1234: who renamed this user?")
    await act(async () => buttonNamed(dialog()!, "Reveal").click())
    await eventually(() =>
      expect(gateway.inputsOf("audit.reveal").at(-1)).toEqual({
        subject: ownerId,
        reason: "Support ticket 1234: who renamed this user?",
      }),
    )
    await eventually(() => expect(rows(container)[1]!.textContent).toContain("Revealed until"))
    await eventually(() => expect(dialog()).toBeNull())
  })

  it("exports the filtered range as NDJSON with the session's token, the page in view left out", async () => {
    gateway.answers.set("audit.events", { data: page })
    const { container } = await openAs(auditor, "/audit?streamType=listing&before=40")
    await waitFor(() => expect(rows(container)).toHaveLength(2))
    const exports: Array<{ url: string; headers: Headers }> = []
    vi.stubGlobal("fetch", async (request: RequestInfo | URL, init?: RequestInit) => {
      if (!String(request).startsWith("/api/")) return gateway.fetch(request, init)
      exports.push({ url: String(request), headers: new Headers(init?.headers) })
      return new Response('{"eventType":"ListingEdited"}\n', {
        headers: { "content-disposition": 'attachment; filename="ignite-events-2024.ndjson"' },
      })
    })
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:events")
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {})
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute("href")}`)
    })
    await act(async () => buttonNamed(container, "Export NDJSON").click())
    await waitFor(() => expect(downloads).toEqual(["ignite-events-2024.ndjson blob:events"]))
    expect(exports.map((call) => call.url)).toEqual(["/api/v1/audit/export?streamType=listing"])
    expect(exports[0]!.headers.get("authorization")).toBe("Bearer token-1")
    vi.restoreAllMocks()
  })

  it("is not found for a user who is neither auditor nor admin, who asks nothing of the log", async () => {
    const { container } = await openAs({ ...testUser, userRoles: ["ignite"], govUserSetting: null }, "/audit")
    await waitFor(() => expect(container.textContent).toContain("The requested resource does not exist"))
    expect(gateway.callsOf("audit.events")).toEqual([])
  })
})

const history: ProcedureOutput<"audit.stream"> = {
  streamId: `listing-${listingId}`,
  streamType: "listing",
  entries: [
    {
      event: { ...listingEdited, streamVersion: 1, eventId: "e-1", eventType: "ListingOpened", data: {} },
      changes: [{ field: "name", before: null, after: "Acme", hidden: false }],
    },
    {
      event: listingEdited,
      changes: [
        {
          field: "profile",
          before: { name: "Acme", city: "Austin" },
          after: { name: "Acme Robotics", city: "Austin" },
          hidden: false,
        },
      ],
    },
  ],
  state: { name: "Acme", profile: { name: "Acme Robotics", city: "Austin" } },
  asOf: null,
}

describe("/audit/streams/$streamId, how it came to be", () => {
  it("tells each event oldest first with what it changed, and the state as of a moment beside today's", async () => {
    gateway.answers.set("audit.stream", (input) =>
      input.asOf
        ? {
            data: {
              ...history,
              asOf: {
                at: input.asOf,
                version: 1,
                state: { name: "Acme", profile: { name: "Acme", city: "Austin" } },
                differences: ["profile"],
              },
            },
          }
        : { data: history },
    )
    const { container, router } = await openAs(auditor, `/audit/streams/listing-${listingId}`)
    await waitFor(() => expect(container.querySelectorAll("ol > li")).toHaveLength(2))
    const entries = [...container.querySelectorAll("ol > li")]
    expect(entries[0]!.textContent).toContain("ListingOpened")
    expect(entries[1]!.querySelector("del")?.textContent).toBe("Acme")
    expect(entries[1]!.querySelector("ins")?.textContent).toBe("Acme Robotics")
    expect(entries[1]!.textContent).toContain("profile.name")
    expect(entries[1]!.textContent).not.toContain("profile.city")

    const asOf = inputLabelled(container, "As of")
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set
    await act(async () => {
      setter?.call(asOf, "2024-04-15T09:30")
      asOf.dispatchEvent(new Event("input", { bubbles: true }))
    })
    await act(async () => buttonNamed(container, "Show").click())
    const moment = new Date(2024, 3, 15, 9, 30).toISOString()
    await eventually(() => expect(router.state.location.search).toEqual({ asOf: moment }))
    await eventually(() =>
      expect(container.querySelector("caption")?.textContent).toContain("1 field differs"),
    )
    expect(gateway.inputsOf("audit.stream").at(-1)).toEqual({
      streamId: `listing-${listingId}`,
      asOf: moment,
    })
    const marked = [...container.querySelectorAll("tbody tr")].filter((row) =>
      row.textContent?.includes("differs"),
    )
    expect(marked.map((row) => row.querySelector("code")?.textContent)).toEqual(["profile.name"])
  })
})
