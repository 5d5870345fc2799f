import { describe, expect, it } from "vitest"
import { businessClassifications } from "./business-classifications"
import { countries, usStateCodes } from "./countries"
import { govUserOrganizations } from "./gov-organizations"
import { idsOf, lookupPage, pageOf, searchList } from "./lookup"
import { naicsCodesPage } from "./naics"
import { type NaicsCode, naicsCodeById, naicsCodes, naicsEdition, naicsSupplement } from "./naics-codes"
import { govUserOrganizationsPage } from "./queries"
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

describe("the NAICS table", () => {
  const level = (code: string) => (code.includes("-") ? 2 : code.length)
  const perLevel = (codes: readonly NaicsCode[]) =>
    Object.fromEntries(
      [2, 3, 4, 5, 6].map((digits) => [digits, codes.filter((c) => level(c.code) === digits).length]),
    )

  it("is the whole 2017 edition: sectors, subsectors, industry groups, NAICS and national industries", () => {
    expect(naicsEdition).toBe("NAICS 2017")
    expect(perLevel(naicsCodes)).toEqual({ 2: 20, 3: 99, 4: 311, 5: 709, 6: 1057 })
    expect(naicsCodes.map((code) => code.code)).toEqual(naicsCodes.map((code) => code.code).sort())
    expect(naicsCodes.filter((code) => code.code.includes("-")).map((code) => code.code)).toEqual([
      "31-33",
      "44-45",
      "48-49",
    ])
  })

  it("has clean titles: no Census T footnote marker, no stray spaces", () => {
    for (const code of naicsCodes) {
      expect(code.name).not.toMatch(/[a-z)]T$/)
      expect(code.name).toBe(code.name.trim())
      expect(code.label).toBe(`${code.code} - ${code.name}`)
    }
    expect(naicsCodeById.get("111110")?.name).toBe("Soybean Farming")
  })

  it("keeps the 2022 codes listings stored before the whole edition, named and marked with their edition", () => {
    for (const id of ["513210", "517111", "517112"]) {
      expect(naicsCodes.some((code) => code.id === id)).toBe(false)
      expect(naicsCodeById.get(id)?.label).toMatch(/\(NAICS 2022\)$/)
    }
    expect(naicsCodeById.get("513210")?.name).toBe("Software Publishers")
    expect(naicsCodeById.size).toBe(naicsCodes.length + naicsSupplement.length)
  })
})

describe("naicsCodesPage", () => {
  it("pages the whole edition 10 at a time in code order", () => {
    const page = naicsCodesPage({ page: "2" })
    expect(page.data).toHaveLength(10)
    expect(page.pagination).toMatchObject({ count: naicsCodes.length, page: 2, from: 11, to: 20 })
    expect(naicsCodesPage().data[0]).toEqual({
      id: "11",
      code: "11",
      name: "Agriculture, Forestry, Fishing and Hunting",
      label: "11 - Agriculture, Forestry, Fishing and Hunting",
    })
  })

  it("matches the start of a code, not its middle", () => {
    expect(naicsCodesPage({ search: "54171" }).data.map((code) => code.code)).toEqual([
      "54171",
      "541713",
      "541714",
      "541715",
    ])
    expect(naicsCodesPage({ search: "541" }).data.every((code) => code.code.startsWith("541"))).toBe(true)
    expect(naicsCodesPage({ search: "33" }).data[0]?.code).toBe("31-33")
  })

  it("matches the start of title words, case-insensitively, every word of the search", () => {
    expect(naicsCodesPage({ search: "SOFTWARE publ" }).data.map((code) => code.label)).toEqual([
      "5112 - Software Publishers",
      "51121 - Software Publishers",
      "511210 - Software Publishers",
    ])
    expect(naicsCodesPage({ search: "biotech" }).data.map((code) => code.code)).toContain("541714")
    // 541715 is "... (except Nanotechnology and Biotechnology)": a title word all the same
    expect(naicsCodesPage({ search: "5417 nanotech" }).data.map((code) => code.code)).toEqual([
      "541713",
      "541715",
    ])
    expect(naicsCodesPage({ search: "otech" }).data).toEqual([])
  })

  it("answers no search with the edition itself, and a search within milliseconds", () => {
    expect(naicsCodesPage({ perPage: "20" }).pagination.count).toBe(2196)
    const started = performance.now()
    for (let i = 0; i < 200; i++) naicsCodesPage({ search: `research ${i % 10}` })
    expect((performance.now() - started) / 200).toBeLessThan(5)
  })

  it("takes ids in any of their query forms, the 2022 supplement's too, on one page", () => {
    expect(naicsCodesPage({ "ids[]": ["22", "54"] }).data.map((code) => code.id)).toEqual(["22", "54"])
    expect(naicsCodesPage({ ids: "22,54" }).data).toHaveLength(2)
    const restored = naicsCodesPage({ page: "1", perPage: "3", ids: "541715,513210,541715,nope" })
    expect(restored.data.map((code) => code.id)).toEqual(["513210", "541715"])
    expect(restored.pagination).toMatchObject({ count: 2, page: 1, pages: 1 })
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
