import { describe, expect, it } from "vitest"
import {
  addInputOf,
  emptyItem,
  itemMessages,
  refusedItemFields,
  renameInputOf,
  validateAdd,
  validateRename,
} from "./item-form"

describe("the reference item forms", () => {
  it("check names with the contracts' rules and words", () => {
    expect(validateAdd("technologyTypes")({ ...emptyItem, name: " Q " })).toEqual({
      name: "Expected a value with a length of at least 2",
    })
    expect(validateAdd("technologyTypes")({ ...emptyItem, name: "Quantum Sensing" })).toEqual({})
    expect(validateRename("businessClassifications")({ ...emptyItem, name: "x".repeat(201) })).toEqual({
      name: "Expected a value with a length of at most 200",
    })
  })

  it("ask organisations for a long name and a category too", () => {
    expect(validateAdd("govUserOrganizations")({ ...emptyItem, name: "NOAA" })).toEqual({
      longName: "Expected a value with a length of at least 2",
      categoryId: itemMessages.chooseCategory,
    })
    const values = {
      name: "NOAA",
      longName: "National Oceanic and Atmospheric Administration",
      categoryId: "2",
    }
    expect(validateAdd("govUserOrganizations")(values)).toEqual({})
    expect(addInputOf("govUserOrganizations", values)).toEqual(values)
    expect(renameInputOf("govUserOrganizations", values)).toEqual({
      name: values.name,
      longName: values.longName,
    })
  })

  it("send only a name for the other lists", () => {
    const values = { name: "Quantum", longName: "ignored", categoryId: "1" }
    expect(addInputOf("technologyTypes", values)).toEqual({ name: "Quantum" })
    expect(renameInputOf("technologyTypes", values)).toEqual({ name: "Quantum" })
    expect(validateRename("govUserOrganizations")({ ...values, longName: "" })).toEqual({
      longName: "Expected a value with a length of at least 2",
    })
  })

  it("place the server's field problems, with or without the item prefix", () => {
    const refused = (details: Array<{ path: string; message: string }>) =>
      Object.assign(new Error("Some fields are invalid."), {
        data: { error: "ValidationFailed", httpStatus: 400, details },
      })
    expect(refusedItemFields(refused([{ path: "name", message: "has already been taken" }]))).toEqual({
      name: "has already been taken",
    })
    expect(
      refusedItemFields(
        refused([
          { path: "item.longName", message: "Expected a value with a length of at least 2" },
          { path: "kind", message: "unknown" },
        ]),
      ),
    ).toEqual({ longName: "Expected a value with a length of at least 2" })
    expect(refusedItemFields(new Error("Failed to fetch"))).toEqual({})
  })
})
