/**
 * The ranking alone, in process (issue 24: "ranking p95 ≤ 100 ms at 100k storefronts"): a synthetic index of
 * N storefronts (a technology type each, a capability statement of 12 words from a vocabulary of 5,000), and a
 * profile naming two types and 30 words, ranked 100 times after five warm-up runs. Beside it, measured in the
 * same run over the same documents: a scan of every document's words for the profile's (the least any ranking
 * that reads each document pays), so the ratio says what reading only the posting lists is worth.
 *
 * Then the same sizes as the demo's words make them: storefronts that speak only through one to three SBIR award
 * titles and abstracts (the demo generator's vocabulary: a handful of technologies and applications, so a real
 * statement's words and its technology types' words reach a large share of the index), ranked for each of the
 * demo's 48 government users in turn.
 *
 *   npm run bench:matches:ranking [-- --storefronts 10000,100000]
 */
import { generatedAwardText, generateGovUsers, random } from "@ignite/demo"
import { richTextPlain } from "@ignite/platform"
import { type MatchDocument, MatchIndex, termsOf } from "@ignite/projection-matches"
import { Command } from "commander"

const { storefronts } = new Command()
  .name("bench:matches:ranking")
  .option("--storefronts <list>", "index sizes, comma-separated", "10000,100000")
  .parse()
  .opts<{ storefronts: string }>()

const goalMs = 100
const runs = 100
const options = { now: new Date("2026-06-01T00:00:00Z"), limit: 10, technologyTypeName: (id: string) => id }
const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}x`)

const document = (i: number): MatchDocument => ({
  id: `s${i}`,
  name: `s${i}`,
  technologyTypeIds: [`t${i % 40}`],
  naicsCodeIds: [],
  fields: [
    {
      kind: "capability statement",
      text: Array.from({ length: 12 }, (_, k) => words[(i * 7 + k * 131) % 5000]).join(" "),
    },
  ],
})

const profile: MatchDocument = {
  id: "q",
  name: "q",
  technologyTypeIds: ["t1", "t2"],
  naicsCodeIds: [],
  fields: [{ kind: "problem statement", text: words.slice(0, 30).join(" ") }],
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

const timed = (work: () => unknown) => {
  for (let run = 0; run < 5; run++) work()
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    work()
    times.push(performance.now() - started)
  }
  return times.sort((x, y) => x - y)
}

const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)

console.log(`ranking ${runs} times after 5 warm-up runs; goal p95 ≤ ${goalMs} ms at 100k\n`)
console.log("storefronts   rank p50   rank p95   scan p50   scan p95   rank/scan (p50)  goal")
for (const size of storefronts.split(",").map(Number)) {
  const docs = Array.from({ length: size }, (_, i) => document(i))
  const index = new MatchIndex()
  for (const doc of docs) index.upsert(doc)
  // the scan's documents, their words found once, as an index holds them
  const scanned = docs.map((doc) => ({
    id: doc.id,
    terms: doc.fields.flatMap((f) => termsOf(f.text).map((t) => t.term)),
  }))
  const wanted = new Set(profile.fields.flatMap((f) => termsOf(f.text).map((t) => t.term)))
  const rank = timed(() => index.rank(profile, options))
  const scan = timed(() => {
    const hits: Array<{ id: string; shared: number }> = []
    for (const doc of scanned) {
      let shared = 0
      for (const term of doc.terms) if (wanted.has(term)) shared++
      if (shared > 0) hits.push({ id: doc.id, shared })
    }
    return hits.sort((x, y) => y.shared - x.shared).slice(0, options.limit)
  })
  const rankP95 = percentile(rank, 0.95)
  const met = size < 100_000 ? "" : rankP95 <= goalMs ? "met" : "MISSED"
  console.log(
    `${size.toLocaleString("en-US").padStart(11)}  ${ms(percentile(rank, 0.5))}  ${ms(rankP95)}  ${ms(percentile(scan, 0.5))}  ${ms(percentile(scan, 0.95))}  ${(percentile(rank, 0.5) / percentile(scan, 0.5)).toFixed(2).padStart(14)}x  ${met}`,
  )
}

// the demo's words: award-titled storefronts and the demo's government users
const awardDocument = (i: number): MatchDocument => {
  const next = random(i + 1)
  return {
    id: `a${i}`,
    name: `a${i}`,
    technologyTypeIds: [],
    naicsCodeIds: [],
    fields: Array.from({ length: 1 + (i % 3) }, (_, k) => {
      const { title, abstract } = generatedAwardText(next)
      return {
        kind: "award" as const,
        title,
        text: abstract,
        phase: k === 0 ? "Phase I" : "Phase II",
        date: "2025-06-01",
      }
    }),
  }
}
const govProfiles: MatchDocument[] = [
  ...generateGovUsers({ count: 48, seed: 2026, months: 12, emailTag: "", until: new Date("2026-06-01") }),
].map((user) => ({
  id: user.email,
  name: user.email,
  technologyTypeIds: (user.profile.technologyTypes ?? []).map((type) => type.id),
  naicsCodeIds: [],
  fields: [
    { kind: "problem statement" as const, text: richTextPlain(user.profile.profileDetail ?? "") },
    ...(user.profile.linesOfEffort ?? []).map((line) => ({
      kind: "line of effort" as const,
      text: line.details ?? "",
    })),
  ],
}))

console.log(
  `\nstorefronts of award titles (the demo's words), the demo's ${govProfiles.length} government users in turn`,
)
console.log("storefronts   rank p50   rank p95  goal")
for (const size of storefronts.split(",").map(Number)) {
  const index = new MatchIndex()
  for (let i = 0; i < size; i++) index.upsert(awardDocument(i))
  let next = 0
  const rank = timed(() => index.rank(govProfiles[next++ % govProfiles.length] as MatchDocument, options))
  const rankP95 = percentile(rank, 0.95)
  const met = size < 100_000 ? "" : rankP95 <= goalMs ? "met" : "MISSED"
  console.log(
    `${size.toLocaleString("en-US").padStart(11)}  ${ms(percentile(rank, 0.5))}  ${ms(rankP95)}  ${met}`,
  )
}
