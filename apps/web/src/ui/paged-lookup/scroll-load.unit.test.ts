import { describe, expect, it } from "vitest"
import { nearEnd } from "./scroll-load"

describe("nearEnd", () => {
  it("is true within 50 px of the list's end (spec 02 §9 scroll-load offset)", () => {
    const viewport = { scrollHeight: 500, clientHeight: 200 }
    expect(nearEnd(viewport, 249)).toBe(false)
    expect(nearEnd(viewport, 250)).toBe(true)
    expect(nearEnd(viewport, 300)).toBe(true)
  })
})
