import { describe, expect, it } from "vitest"
import { comparisonRowsOf, diffLinesOf, personalFieldsOf, sameValue, valueText } from "./value-diff"

describe("what an event changed, as diff lines", () => {
  it("is a line per changed field: before and after", () => {
    expect(
      diffLinesOf([
        { field: "timezone", before: "UTC", after: "Pacific/Honolulu", hidden: false },
        { field: "published", before: undefined, after: true, hidden: false },
      ]),
    ).toEqual([
      { path: "timezone", before: "UTC", after: "Pacific/Honolulu", hidden: false },
      { path: "published", before: undefined, after: true, hidden: false },
    ])
  })

  it("opens an object into the leaves that differ, however deep", () => {
    const before = { name: "Acme", website: "a.example", address: { city: "Austin", country: "US" } }
    const after = { name: "Acme Robotics", website: "a.example", address: { city: "Boston", country: "US" } }
    expect(diffLinesOf([{ field: "profile", before, after, hidden: false }])).toEqual([
      { path: "profile.name", before: "Acme", after: "Acme Robotics", hidden: false },
      { path: "profile.address.city", before: "Austin", after: "Boston", hidden: false },
    ])
  })

  it("opens an object that was not there before into each of its fields", () => {
    expect(diffLinesOf([{ field: "profile", after: { name: "Acme", tags: ["a"] }, hidden: false }])).toEqual([
      { path: "profile.name", before: undefined, after: "Acme", hidden: false },
      { path: "profile.tags", before: undefined, after: ["a"], hidden: false },
    ])
  })

  it("keeps a list whole, and says a hidden personal field is hidden", () => {
    expect(
      diffLinesOf([
        { field: "naicsCodeIds", before: ["1"], after: ["1", "2"], hidden: false },
        { field: "firstName", before: null, after: null, hidden: true },
      ]),
    ).toEqual([
      { path: "naicsCodeIds", before: ["1"], after: ["1", "2"], hidden: false },
      { path: "firstName", before: null, after: null, hidden: true },
    ])
  })

  it("drops a change whose values are equal as data (keys in another order, null and absent)", () => {
    expect(
      diffLinesOf([{ field: "p", before: { a: 1, b: null }, after: { b: undefined, a: 1 }, hidden: false }]),
    ).toEqual([])
    expect(sameValue([1, { x: 2 }], [1, { x: 2 }])).toBe(true)
    expect(sameValue([1], [1, 2])).toBe(false)
  })
})

describe("a value as the diff shows it", () => {
  it("shows text as it is, nothing as (none), structures as compact JSON, long ones cut", () => {
    expect(valueText("Acme")).toBe("Acme")
    expect(valueText(null)).toBe("(none)")
    expect(valueText(undefined)).toBe("(none)")
    expect(valueText("")).toBe("(empty)")
    expect(valueText(false)).toBe("false")
    expect(valueText(["a", 1])).toBe('["a",1]')
    const long = valueText("x".repeat(500))
    expect(long).toHaveLength(200)
    expect(long.endsWith("…")).toBe(true)
  })
})

const event = (
  version: number,
  personal: { fields: string[]; state: "shown" | "masked" | "erased" } | null,
) => ({
  event: {
    globalPosition: version,
    eventId: `e-${version}`,
    streamId: "user-1",
    streamType: "user",
    streamVersion: version,
    eventType: "ProfileUpdated",
    schemaVersion: 1,
    recordedAt: "2024-01-01T00:00:00.000Z",
    occurredAt: "2024-01-01T00:00:00.000Z",
    actorId: null,
    requestId: null,
    correlationId: null,
    causationId: null,
    data: {},
    personal: personal && { subject: "1", ...personal },
  },
  changes: [],
})

describe("the as-of view's rows", () => {
  it("lists today's fields then those gone since, marking what the server says differs", () => {
    expect(
      comparisonRowsOf({ title: "Engineer", gone: 1, same: "x" }, { title: "Chief", same: "x" }, [
        "title",
        "gone",
      ]),
    ).toEqual([
      { path: "title", past: "Engineer", today: "Chief", differs: true },
      { path: "same", past: "x", today: "x", differs: false },
      { path: "gone", past: 1, today: undefined, differs: true },
    ])
  })

  it("opens an object and marks only its leaves that differ", () => {
    expect(
      comparisonRowsOf({ profile: { name: "A", city: "X" } }, { profile: { name: "B", city: "X" } }, [
        "profile",
      ]),
    ).toEqual([
      { path: "profile.name", past: "A", today: "B", differs: true },
      { path: "profile.city", past: "X", today: "X", differs: false },
    ])
  })

  it("shows a hidden or erased personal field as such, whatever its value", () => {
    const personal = personalFieldsOf([
      event(1, { fields: ["firstName", "email"], state: "masked" }),
      event(2, null),
    ])
    expect(personal).toEqual(
      new Map([
        ["firstName", "masked"],
        ["email", "masked"],
      ]),
    )
    expect(comparisonRowsOf({ firstName: null }, { firstName: null }, [], personal)).toEqual([
      { path: "firstName", past: null, today: null, differs: false, personal: "masked" },
    ])
  })

  it("takes a personal field's visibility from the last event that wrote it", () => {
    const personal = personalFieldsOf([
      event(1, { fields: ["email"], state: "masked" }),
      event(2, { fields: ["email"], state: "erased" }),
    ])
    expect(personal.get("email")).toBe("erased")
  })
})
