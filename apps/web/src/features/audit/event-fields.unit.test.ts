import { describe, expect, it } from "vitest"
import type { AuditEventView } from "./audit-types"
import { eventFieldsOf, fieldJson } from "./event-fields"
import { shortId } from "./short-id"

const profileUpdated: AuditEventView = {
  globalPosition: 7,
  eventId: "e-7",
  streamId: "user-u1",
  streamType: "user",
  streamVersion: 3,
  eventType: "ProfileUpdated",
  schemaVersion: 1,
  recordedAt: "2024-01-01T00:00:00.000Z",
  occurredAt: "2024-01-01T00:00:00.000Z",
  actorId: "u1",
  requestId: "r1",
  correlationId: "r1",
  causationId: null,
  data: { userId: "u1", firstName: null, timezone: "UTC" },
  personal: { subject: "u1", fields: ["firstName", "lastName"], state: "masked" },
}

describe("an event's data, field by field", () => {
  it("marks its personal fields, listing a masked one the data left out", () => {
    expect(eventFieldsOf(profileUpdated)).toEqual([
      { name: "userId", value: "u1" },
      { name: "firstName", value: null, personal: "masked" },
      { name: "timezone", value: "UTC" },
      { name: "lastName", value: null, personal: "masked" },
    ])
  })

  it("shows revealed values as they are, marked shown", () => {
    const shown = {
      ...profileUpdated,
      data: { firstName: "Priya" },
      personal: { subject: "u1", fields: ["firstName"], state: "shown" as const },
    }
    expect(eventFieldsOf(shown)).toEqual([{ name: "firstName", value: "Priya", personal: "shown" }])
  })

  it("holds data that is not an object under one name", () => {
    expect(eventFieldsOf({ ...profileUpdated, data: 5, personal: null })).toEqual([
      { name: "value", value: 5 },
    ])
  })

  it("prints values as pretty JSON, text without quotes", () => {
    expect(fieldJson("Acme")).toBe("Acme")
    expect(fieldJson({ a: 1 })).toBe('{\n  "a": 1\n}')
    expect(fieldJson(undefined)).toBe("null")
  })
})

describe("an id in a narrow column", () => {
  it("cuts each UUID to its first eight digits and leaves other ids alone", () => {
    expect(shortId("listing-1a2b3c4d-0000-4000-8000-000000000000")).toBe("listing-1a2b3c4d…")
    expect(shortId("system:demo-data")).toBe("system:demo-data")
  })
})
