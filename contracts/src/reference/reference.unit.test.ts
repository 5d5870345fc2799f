import { describe, expect, it } from "vitest"
import { businessClassifications } from "./business-classifications"
import { countries, usStateCodes } from "./countries"
import { govUserOrganizations } from "./gov-organizations"
import { idsOf, lookupPage, pageOf, searchList } from "./lookup"
import { naicsCodes } from "./naics-codes"
import { govUserOrganizationsPage, naicsCodesPage } from "./queries"
import { technologyTypes } from "./technology-types"

const letters = "abcdefghijklmnopqrstuvwxy"
  .split("")
  .map((letter, index) => ({ id: String(index + 1), name: letter }))

describe("searchList", () => {
  it("answers the list itself without a search, so its serialization and ETag stay cached", () => {
    expect(searchList(letters, undefined, (item) => item.name)).toBe(letters)
    expect(searchList(letters, "   ", (item) => item.name)).toBe(letters)
  })

  it("matches case-insensitively, with runs of spaces collapsed", () => {
    const found = searchList(govUserOrganizations, "  united STATES   air ", (o) => `${o.name} ${o.longName}`)
    expect(found.map((o) => o.name)).toEqual(["Air Force"])
  })
})

describe("idsOf", () => {
  it("reads repeated, bracketed and comma-separated ids alike", () => {
    expect(idsOf(undefined)).toBeUndefined()
    expect(idsOf("")).toBeUndefined()
    expect(idsOf("1,2, 3")).toEqual(["1", "2", "3"])
    expect(idsOf(["1", "2,3"])).toEqual(["1", "2", "3"])
    expect(idsOf([5, 6])).toEqual(["5", "6"])
  })
})

describe("pageOf and lookupPage", () => {
  it("slices a page with the shared pagination object", () => {
    const page = pageOf(letters, { page: 2, perPage: 10 })
    expect(page.data.map((item) => item.name)).toEqual("klmnopqrst".split(""))
    expect(page.pagination).toMatchObject({ count: 25, page: 2, pages: 3, from: 11, to: 20, last: 3 })
  })

  it("clamps a page past the end to the last and resets a bad page size to 10", () => {
    const page = lookupPage(letters, { page: "9", perPage: "7" }, (item) => item.name)
    expect(page.pagination).toMatchObject({ page: 3, from: 21, to: 25 })
    expect(page.data).toHaveLength(5)
  })

  it("answers exactly the asked ids on one page, whatever perPage says", () => {
    const page = lookupPage(letters, { ids: ["3", "1", "99"], perPage: 2 }, (item) => item.name)
    expect(page.data.map((item) => item.id)).toEqual(["1", "3"])
    expect(page.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
  })

  it("answers an empty page when nothing matches", () => {
    const page = lookupPage(letters, { search: "zz" }, (item) => item.name)
    expect(page.data).toEqual([])
    expect(page.pagination).toMatchObject({ count: 0, page: 1, pages: 1, from: 0, to: 0 })
  })
})

describe("naicsCodesPage", () => {
  it("searches code and name", () => {
    expect(naicsCodesPage({ search: "5417" }).data.map((code) => code.code)).toEqual([
      "541713",
      "541714",
      "541715",
      "541720",
    ])
    expect(naicsCodesPage({ search: "software" }).data[0]).toEqual({
      id: "513210",
      code: "513210",
      name: "Software Publishers",
      label: "513210 - Software Publishers",
    })
  })

  it("takes ids in any of their query forms", () => {
    expect(naicsCodesPage({ "ids[]": ["22", "54"] }).data.map((code) => code.id)).toEqual(["22", "54"])
    expect(naicsCodesPage({ ids: "22,54" }).data).toHaveLength(2)
  })

  it("carries the 20 sectors of NAICS 2022", () => {
    expect(naicsCodes.filter((code) => code.code.length < 6)).toHaveLength(20)
  })
})

describe("govUserOrganizationsPage", () => {
  it("pages 10 by name by default, without the category", () => {
    const page = govUserOrganizationsPage()
    expect(page.data).toHaveLength(10)
    expect(page.data[0]).not.toHaveProperty("govUserOrganizationCategory")
    const names = page.data.map((o) => o.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it("includes the category with eager=category and groups by it with sort=category", () => {
    const page = govUserOrganizationsPage({ eager: "category", sort: "category", perPage: "20", page: "2" })
    const categories = page.data.map((o) => o.govUserOrganizationCategory?.name)
    expect(categories.every((name) => name !== undefined)).toBe(true)
    expect(categories).toEqual([...categories].sort())
  })

  it("answers the organisations with the given ids, as an array or comma-separated", () => {
    const [first, second] = govUserOrganizations
    const byArray = govUserOrganizationsPage({ ids: [second!.id, first!.id, "no-such-id"] })
    expect(byArray.data.map((o) => o.id).sort()).toEqual([first!.id, second!.id].sort())
    expect(govUserOrganizationsPage({ ids: `${first!.id}` }).data.map((o) => o.name)).toEqual([first!.name])
  })
})

describe("the lists", () => {
  it("have unique ids", () => {
    for (const list of [technologyTypes, businessClassifications, govUserOrganizations, naicsCodes])
      expect(new Set(list.map((item) => item.id)).size).toBe(list.length)
  })

  it("carry countries in the package's data.json shape and the 50 state codes", () => {
    const us = countries.find((country) => country.countryShortCode === "US")
    expect(us?.countryName).toBe("United States")
    expect(us?.regions).toContainEqual({ name: "California", shortCode: "CA" })
    const faroe = countries.find((country) => country.countryShortCode === "FO")
    expect(faroe?.regions).toContainEqual({ name: "Bordoy", shortCode: "undefined" })
    expect(usStateCodes).toHaveLength(50)
    expect(usStateCodes).toContain("WY")
    expect(usStateCodes).not.toContain("DC")
  })
})
