import { sbirColumns } from "@ignite/domain-awards"
import * as words from "./vocabulary"

/** A fixed company (the demo's named ones) with how many awards it gets before the generated ones. */
export interface FixedCompany {
  readonly uniqueEntityId: string
  readonly name: string
  readonly contactEmail: string
  readonly awards: number
}

export interface SbirGeneratorOptions {
  readonly companies: number
  readonly awards: number
  readonly seed: number
  /** Awards are dated within this many months before `until`. */
  readonly months: number
  readonly until: Date
  /** Two letters or digits that start every generated UEI, so generated sets never collide with real ones. */
  readonly ueiPrefix: string
  readonly fixed?: readonly FixedCompany[]
}

/** mulberry32: a small, fast, seedable generator; the same seed gives the same file everywhere. */
export const random = (seed: number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** What a seed's generated companies' UEIs start with (G and a letter of the seed): sets never collide. */
export const generatedUeiPrefix = (seed: number) => `G${(seed % 36).toString(36).toUpperCase()}`

// Built once: `toLocaleString` with options builds a formatter per call (~90 µs, most of the generator's
// time at a million rows); a shared one formats the same text.
const dollars = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const wholeNumber = new Intl.NumberFormat("en-US")

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const usDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, "0")}/${String(date.getUTCDate()).padStart(2, "0")}/${date.getUTCFullYear()}`
const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "")

interface Company {
  readonly uniqueEntityId: string
  readonly name: string
  readonly contactEmail: string
  readonly city: readonly [string, string, string]
  readonly employees: number
  readonly flags: readonly [boolean, boolean, boolean]
  readonly website: string
  readonly contact: string
}

/** Company i of a generated set: the same i and seed always give the same company. */
export const generatedCompany = (
  options: Pick<SbirGeneratorOptions, "seed" | "ueiPrefix">,
  index: number,
): Company => {
  const next = random(options.seed * 7919 + index)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const combos = words.nameStems.length * words.nameFields.length
  const base = `${words.nameStems[index % words.nameStems.length]} ${words.nameFields[Math.floor(index / words.nameStems.length) % words.nameFields.length]}`
  const round = Math.floor(index / combos)
  const name = `${base}${round > 0 ? ` ${round + 1}` : ""} ${pick(words.nameSuffixes)}`
  const domain = `${slug(base)}${round > 0 ? round + 1 : ""}.example`
  return {
    uniqueEntityId: `${options.ueiPrefix}${index.toString(36).toUpperCase().padStart(10, "0")}`,
    name,
    contactEmail: `contact@${domain}`,
    city: pick(words.cities),
    employees: Math.max(1, Math.round(next() ** 3 * 480)),
    flags: [next() < 0.12, next() < 0.2, next() < 0.25],
    website: `www.${domain}`,
    contact: `${pick(words.firstNames)} ${pick(words.lastNames)}`,
  }
}

const fixedCompany = (fixed: FixedCompany, index: number, seed: number): Company => ({
  ...generatedCompany({ seed, ueiPrefix: "FX" }, index),
  uniqueEntityId: fixed.uniqueEntityId,
  name: fixed.name,
  contactEmail: fixed.contactEmail,
  website: `www.${slug(fixed.name)}.example`,
})

/**
 * An award's title and abstract from real technical vocabulary ("Adaptive software-defined radio for contested
 * environments"), drawn from `next`: the generator's rows, and the matchmaking benchmark's storefronts.
 */
export const generatedAwardText = (next: () => number) => {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
  const tech = pick(words.technologies)
  const adj = pick(words.techAdjectives)
  const app = pick(words.applications)
  const sentences = [
    words.abstractSentences[0]!,
    ...words.abstractSentences.slice(1).filter(() => next() < 0.45),
  ]
  const abstract = sentences
    .join(" ")
    .replace("{adj}", adj.toLowerCase())
    .replace("{tech}", tech)
    .replace("{app}", app)
  return { title: `${adj} ${tech} for ${app}`, abstract }
}

/**
 * A realistic SBIR.gov award file, streamed in chunks: every company gets at least one award, the rest go
 * more often to a few (as real portfolios do), dated over the last `months` months, with titles and
 * abstracts built from real technical vocabulary. The importer loads it like any SBIR.gov export.
 */
export async function* generateSbirCsv(options: SbirGeneratorOptions): AsyncGenerator<string> {
  const fixed = options.fixed ?? []
  yield `${sbirColumns.join(",")}\n`
  const span = options.months * 30.44 * 24 * 3600 * 1000
  const rows: string[] = []
  const awardRow = (company: Company, n: number) => {
    const next = random(options.seed * 104729 + n)
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!
    const [agency, branches, code] = pick(words.agencies)
    const awardedOn = new Date(options.until.getTime() - next() * span)
    const roll = next()
    const phase = roll < 0.62 ? "Phase I" : roll < 0.95 ? "Phase II" : "Phase III"
    const amount =
      phase === "Phase I"
        ? 50_000 + next() * 225_000
        : phase === "Phase II"
          ? 500_000 + next() * 1_400_000
          : 1_000_000 + next() * 4_000_000
    const months = phase === "Phase I" ? 6 + Math.floor(next() * 7) : 18 + Math.floor(next() * 13)
    const endsOn = new Date(awardedOn.getTime() + months * 30.44 * 24 * 3600 * 1000)
    const { title, abstract } = generatedAwardText(next)
    const year = awardedOn.getUTCFullYear()
    const pi = `${pick(words.firstNames)} ${pick(words.lastNames)}`
    const [city, state, zip] = company.city
    const withRi = next() < 0.2
    const cells: string[] = [
      company.name,
      title,
      agency,
      pick(branches),
      phase,
      next() < 0.85 ? "SBIR" : "STTR",
      `${code}-${options.ueiPrefix}${n.toString(36).toUpperCase()}`,
      `${code}${String(year).slice(2)}-${phase === "Phase I" ? "P" : "C"}-${String(n).padStart(6, "0")}`,
      n % 3 === 0 ? usDate(awardedOn) : isoDate(awardedOn),
      isoDate(endsOn),
      `${code}-${year}-${1 + Math.floor(next() * 3)}`,
      String(year),
      "",
      "",
      "",
      `${code}${String(year).slice(2)}-${String(1 + Math.floor(next() * 300)).padStart(3, "0")}`,
      String(year),
      dollars.format(amount),
      company.uniqueEntityId,
      "",
      company.flags[0] ? "Y" : "N",
      company.flags[1] ? "Y" : "N",
      company.flags[2] ? "Y" : "N",
      wholeNumber.format(company.employees),
      company.website,
      `${100 + (n % 900)} Innovation Way`,
      "",
      city,
      state,
      zip,
      abstract,
      company.contact,
      "President",
      "555-0100",
      company.contactEmail,
      pi,
      "Principal Investigator",
      "555-0142",
      `${pi.split(" ")[0]!.toLowerCase()}@${company.contactEmail.split("@")[1]}`,
      withRi ? pick(words.researchInstitutions) : "",
      withRi ? `${pick(words.firstNames)} ${pick(words.lastNames)}` : "",
      withRi ? "555-0177" : "",
    ]
    return cells.map(csvCell).join(",")
  }
  const flushEvery = 500
  let n = 0
  for (const [index, company] of fixed.entries())
    for (let k = 0; k < company.awards; k++) {
      rows.push(awardRow(fixedCompany(company, index, options.seed), n++))
      if (rows.length >= flushEvery) yield `${rows.splice(0).join("\n")}\n`
    }
  const pickCompany = random(options.seed)
  for (let a = 0; a < options.awards; a++) {
    // the first `companies` awards give every company one; the rest favour a few, as real portfolios do
    const index = a < options.companies ? a : Math.floor(options.companies * pickCompany() ** 2.2)
    rows.push(awardRow(generatedCompany(options, index), n++))
    if (rows.length >= flushEvery) yield `${rows.splice(0).join("\n")}\n`
  }
  if (rows.length > 0) yield `${rows.join("\n")}\n`
}
