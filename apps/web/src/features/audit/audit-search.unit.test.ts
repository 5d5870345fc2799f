import { describe, expect, it } from "vitest"
import { auditSearchOf, filtersOf, filtersQueryString, hasFilters, withFilter } from "./audit-search"

describe("/audit's address", () => {
  it("keeps the filters the server takes, trimmed, and drops the empty ones", () => {
    expect(
      auditSearchOf({
        eventTypes: " ListingEdited,ProfileUpdated ",
        streamType: "listing",
        streamId: "",
        actorId: "  ",
        requestId: "req-1",
        correlationId: "corr-1",
        unknown: "x",
      }),
    ).toEqual({
      eventTypes: "ListingEdited,ProfileUpdated",
      streamType: "listing",
      requestId: "req-1",
      correlationId: "corr-1",
    })
  })

  it("holds moments in UTC and drops one the server could not read", () => {
    expect(auditSearchOf({ from: "2024-03-05T14:07:00+02:00", to: "yesterday" })).toEqual({
      from: "2024-03-05T12:07:00.000Z",
    })
  })

  it("takes a cursor of digits only, even when the router made a number of it", () => {
    expect(auditSearchOf({ before: 1234 })).toEqual({ before: "1234" })
    expect(auditSearchOf({ before: "12a" })).toEqual({})
  })

  it("reads ids of digits the router parsed as numbers back as text, and cuts long ones at 200", () => {
    expect(auditSearchOf({ streamId: 42, actorId: "a".repeat(250) })).toEqual({
      streamId: "42",
      actorId: "a".repeat(200),
    })
  })

  it("goes back to the newest page when a filter changes, keeping the others", () => {
    const search = { streamType: "user", actorId: "u-1", before: "99" }
    expect(withFilter(search, "actorId", "u-2")).toEqual({ streamType: "user", actorId: "u-2" })
    expect(withFilter(search, "actorId", undefined)).toEqual({ streamType: "user" })
    expect(filtersOf(search)).toEqual({ streamType: "user", actorId: "u-1" })
  })

  it("writes the filters as the export's query string, without the page", () => {
    expect(
      filtersQueryString({
        before: "9",
        streamType: "listing",
        eventTypes: "A,B",
        from: "2024-01-01T00:00:00.000Z",
      }),
    ).toBe("eventTypes=A%2CB&streamType=listing&from=2024-01-01T00%3A00%3A00.000Z")
    expect(filtersQueryString({})).toBe("")
    expect(hasFilters({ before: "9" })).toBe(false)
    expect(hasFilters({ streamId: "s" })).toBe(true)
  })
})
