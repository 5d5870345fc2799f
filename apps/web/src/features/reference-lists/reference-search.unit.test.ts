import { referenceListKinds } from "@ignite/contracts/events"
import { describe, expect, it } from "vitest"
import { referenceKinds } from "./reference-kinds"
import { referenceSearchOf } from "./reference-search"

describe("the reference lists' address", () => {
  it("knows the lists the contracts let admins keep", () => {
    expect(referenceKinds).toEqual(referenceListKinds)
  })

  it("keeps only what differs from the defaults, and repairs what it cannot use", () => {
    expect(referenceSearchOf({})).toEqual({})
    expect(referenceSearchOf({ list: "technologyTypes", page: 1, perPage: 10, search: "  " })).toEqual({})
    expect(
      referenceSearchOf({ list: "govUserOrganizations", page: "3", perPage: 20, search: " navy " }),
    ).toEqual({ list: "govUserOrganizations", page: 3, perPage: 20, search: "navy" })
    expect(referenceSearchOf({ list: "countries", page: -2, perPage: 7, search: 42 })).toEqual({
      search: "42",
    })
  })
})
