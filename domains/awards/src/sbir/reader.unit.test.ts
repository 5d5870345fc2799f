import { createReadStream } from "node:fs"
import { describe, expect, it } from "vitest"
import { readSbirFile, type SbirFileEntry } from "./reader"
import { isSbirRejection, type SbirAward, type SbirRejection } from "./row"

const messy = new URL("./fixtures/messy-awards.csv", import.meta.url)

const readAll = async (input: AsyncIterable<Uint8Array | string>) => {
  const entries: SbirFileEntry[] = []
  for await (const entry of readSbirFile(input)) entries.push(entry)
  const rows = entries.flatMap((entry) => (entry.kind === "row" ? [entry.row] : []))
  return {
    header: entries[0]?.kind === "header" ? entries[0].header : undefined,
    awards: rows.filter((row): row is SbirAward => !isSbirRejection(row)),
    rejected: rows.filter(isSbirRejection),
  }
}

async function* chunked(text: string, size: number) {
  const bytes = new TextEncoder().encode(text)
  for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size)
}

describe("reading an SBIR.gov award file", () => {
  it("reads the messy export: BOM, CRLF, header variants, quoted commas and newlines, amounts, dates, counts", async () => {
    const { header, awards } = await readAll(createReadStream(messy))
    expect(header?.missing).toEqual([])
    expect(header?.unknown).toEqual([])
    expect(awards.map((award) => award.line)).toEqual([2, 4, 5])

    const [first, second, third] = awards as [SbirAward, SbirAward, SbirAward]
    expect(first.company).toEqual({
      uniqueEntityId: "HLXPHTNC0001",
      name: "Helix Photonics LLC",
      contactEmail: "contact@helixphotonics.example",
      profile: {
        website: "https://www.helixphotonics.example/",
        addressLine1: "100 Laser Way",
        addressLine2: "Suite 2",
        city: "Dayton",
        stateOrProvince: "OH",
        postalCode: "45402",
        country: "US",
        numberOfEmployees: 1000,
        businessClassificationIds: ["1", "4"],
      },
    })
    expect(first.sourceKey).toBe("DEPARTMENT OF DEFENSE|F2-0001")
    expect(first.asOf).toBe("2023-06-15")
    expect(first.facts).toMatchObject({
      awardTitle: "Low-SWaP LIDAR, for small UAS",
      phase: "Phase I",
      program: "SBIR",
      contractAwardDate: "2023-06-15",
      contractEndDate: "2024-03-15",
      awardAmount: 1500000.5,
      awardYear: 2023,
      state: "OH",
      awardAbstract: 'A compact LIDAR.\nSecond paragraph, with "quotes".',
      piEmail: "ada@helixphotonics.example",
      researchInstitutionName: null,
    })
    expect(second.facts).toMatchObject({
      contractAwardDate: "2024-05-15",
      contractEndDate: null,
      awardAmount: 749999,
      phase: "Phase II",
      researchInstitutionName: "Ohio State University",
    })
    expect(second.company.profile.website).toBe("https://helixphotonics.example/")
    expect(third.company.profile).toMatchObject({
      addressLine1: "5 Field Rd, Barn 3",
      businessClassificationIds: ["1", "3", "8"],
      website: null,
    })
    expect(third.facts).toMatchObject({ contractAwardDate: "2020-10-01", phase: "Phase I", program: "STTR" })
    expect(third.company.contactEmail).toBe("")
  })

  it("reports every bad row with its line and each reason, and reads on", async () => {
    const { rejected } = await readAll(createReadStream(messy))
    const byLine = new Map(rejected.map((row: SbirRejection) => [row.line, row.reasons]))
    expect([...byLine.keys()]).toEqual([6, 7, 8])
    expect(byLine.get(6)).toEqual(["UEI: missing (the registry keys companies by UEI)"])
    expect(byLine.get(7)).toEqual([
      'Proposal Award Date: "2021-13-45" is not a date',
      'Award Year: "21" is not a year',
      'Award Amount: "lots" is not an amount',
      'Number Employees: "many" is not a whole number',
      'HUBZone Owned: "maybe" is not Y or N',
    ])
    expect(byLine.get(8)).toEqual([
      'Contact Email: "not-an-email" is not an email address',
      "Agency Tracking Number and Contract: both missing (nothing identifies the award)",
    ])
  })

  it("reads the same rows whatever the chunking, even through a character split across chunks", async () => {
    const text = `Company,Award Title,Agency,UEI,Agency Tracking Number,Award Year\nZürich Ünïcode AG,"Naïve, café",DOD,ZRCHUNCD0001,X-1,2024\n`
    for (const size of [1, 2, 3, 7, 1024]) {
      const { awards } = await readAll(chunked(text, size))
      expect(awards.map((award) => [award.company.name, award.facts.awardTitle])).toEqual([
        ["Zürich Ünïcode AG", "Naïve, café"],
      ])
    }
  })

  it("reports a row whose quote never closes instead of failing the file", async () => {
    const text = `Company,Award Title,Agency,UEI,Agency Tracking Number,Award Year\nA Co,T,DOD,AAAAAAAAAAA1,X-1,2024\n"B Co,T,DOD,BBBBBBBBBBB2,X-2,2024\n`
    const { awards, rejected } = await readAll(chunked(text, 16))
    expect(awards.map((award) => award.line)).toEqual([2])
    expect(rejected).toEqual([
      { line: 3, reasons: ["the row cannot be read as CSV: a quoted value is never closed"] },
    ])
  })

  it("refuses a file that lacks the columns an award needs, naming them", async () => {
    await expect(readAll(chunked("Name,Title\nA,B\n", 64))).rejects.toThrow(
      "This is not an SBIR.gov award file: it has no Company, Award Title, Agency, UEI columns.",
    )
    await expect(readAll(chunked("", 64))).rejects.toThrow("The file is empty.")
  })
})
