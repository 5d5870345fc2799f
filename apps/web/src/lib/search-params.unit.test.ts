import { describe, expect, it } from "vitest"
import { idListOf, idsIn } from "./search-params"

describe("id lists in the address", () => {
  it("reads them as the router hands them: text, a number, an array", () => {
    expect(idListOf("3,4, 4,,7")).toBe("3,4,7")
    expect(idListOf(12)).toBe("12")
    expect(idListOf(["3", 5, "3"])).toBe("3,5")
    expect(idListOf("")).toBeUndefined()
    expect(idListOf({ nested: true })).toBeUndefined()
  })

  it("splits them into ids, in order and without repeats", () => {
    expect(idsIn(" 4,3,,4 ")).toEqual(["4", "3"])
    expect(idsIn(undefined)).toEqual([])
  })
})
