import { describe, expect, it } from "vitest"
import { isoOfLocalInput, localInputOf } from "./local-time"

describe("moments between the address and a datetime-local field", () => {
  it("shows a UTC moment in the browser's clock, to the minute or the second, and reads it back", () => {
    const iso = "2024-03-05T14:07:00.000Z"
    const local = localInputOf(iso)
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
    expect(isoOfLocalInput(local)).toBe(iso)
    const second = localInputOf("2024-03-05T14:07:09.500Z")
    expect(second).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:09$/)
    expect(isoOfLocalInput(second)).toBe("2024-03-05T14:07:09.000Z")
  })

  it("reads the field's value as local time, as Date does", () => {
    expect(isoOfLocalInput("2024-03-05T14:07")).toBe(new Date(2024, 2, 5, 14, 7).toISOString())
    expect(isoOfLocalInput("2024-03-05T14:07:30")).toBe(new Date(2024, 2, 5, 14, 7, 30).toISOString())
  })

  it("has nothing for an empty or unreadable value", () => {
    expect(localInputOf(undefined)).toBe("")
    expect(localInputOf("not a date")).toBe("")
    expect(isoOfLocalInput("")).toBeUndefined()
    expect(isoOfLocalInput("2024-13-45T99:99")).toBeUndefined()
    expect(isoOfLocalInput("2024-03-05")).toBeUndefined()
  })
})
