/**
 * What JavaScript each measured page of the production web build loads, from Vite's manifest
 * (`apps/web/dist/.vite/manifest.json`): the entry chunk and every chunk it imports statically (the ones
 * index.html modulepreloads), plus the page's route chunk and lazy pieces (pages.ts) with their static
 * imports. Prints each page's files and totals, raw, gzip and brotli (level 9 and 11, as the build
 * precompresses them and the gateway serves them), against issue 27's goals.
 *
 *   npm run bench:web                 # builds the web app, then measures
 *   npm run bench:web -- --files      # also lists each page's files
 *   npm run bench:web -- --json
 *
 * Exits 1 when a page loads more than its goal.
 */
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { atMost, writeResult } from "../report/result"
import { type Page, pages } from "./pages"

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: "apps/web/dist" },
    files: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
})
const dist = resolve(values.dist)

interface ManifestChunk {
  readonly file: string
  readonly isEntry?: boolean
  readonly imports?: ReadonlyArray<string>
}
type Manifest = Record<string, ManifestChunk>

const manifest: Manifest = (() => {
  const path = join(dist, ".vite", "manifest.json")
  try {
    return JSON.parse(readFileSync(path, "utf8"))
  } catch {
    console.error(`No Vite manifest at ${path}: run \`npm run build:web\` first.`)
    process.exit(2)
  }
})()

/** The entry chunk of one of the build's documents (index.html, signin.html). */
const entryOf = (document: string) => {
  if (manifest[document]?.isEntry) return document
  throw new Error(`The manifest names no entry chunk for ${document}: update tools/bench/web/pages.ts.`)
}

/** A chunk's file and, transitively, the files of the chunks it imports statically. */
const filesOf = (key: string, into: Set<string>) => {
  const chunk = manifest[key]
  if (chunk === undefined)
    throw new Error(`"${key}" is not in the manifest: update tools/bench/web/pages.ts.`)
  if (into.has(chunk.file)) return
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) filesOf(imported, into)
}

interface Sizes {
  readonly raw: number
  readonly gzip: number
  readonly brotli: number
}

const sizeCache = new Map<string, Sizes>()
const sizesOf = (file: string): Sizes => {
  const cached = sizeCache.get(file)
  if (cached) return cached
  const bytes = readFileSync(join(dist, file))
  const sizes = {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }
  sizeCache.set(file, sizes)
  return sizes
}

const sum = (files: ReadonlyArray<string>): Sizes =>
  files
    .map(sizesOf)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
      raw: 0,
      gzip: 0,
      brotli: 0,
    })

const measure = (page: Page) => {
  const entry = new Set<string>()
  filesOf(entryOf(page.document ?? "index.html"), entry)
  const all = new Set(entry)
  for (const module of page.modules) filesOf(module, all)
  const files = [...all]
  const total = sum(files)
  return {
    path: page.path,
    who: page.who,
    files: files.map((file) => ({ file, ...sizesOf(file) })),
    entry: sum([...entry]),
    total,
    goalGzipBytes: page.goalGzipBytes ?? null,
    ratio: page.goalGzipBytes === undefined ? null : total.gzip / page.goalGzipBytes,
  }
}

const results = pages.map(measure)
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

if (values.json) console.log(JSON.stringify(results, null, 2))
else {
  const rows = results.map((result) => [
    result.path,
    String(result.files.length),
    kb(result.total.raw),
    kb(result.total.gzip),
    kb(result.total.brotli),
    kb(result.entry.gzip),
    result.goalGzipBytes === null ? "-" : `≤ ${kb(result.goalGzipBytes)}`,
    result.ratio === null ? "-" : `${result.ratio.toFixed(2)} ${result.ratio <= 1 ? "ok" : "OVER"}`,
  ])
  const header = ["page", "files", "raw", "gzip", "brotli", "entry gzip", "goal (gzip)", "gzip/goal"]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  )
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((cell, column) => (column < 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
  console.log(`JavaScript loaded per page (${dist}):`)
  console.log(line(header))
  for (const row of rows) console.log(line(row))
  if (values.files)
    for (const result of results) {
      console.log(`\n${result.path} (${result.who}):`)
      for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip))
        console.log(`  ${kb(file.gzip).padStart(9)} gzip  ${kb(file.raw).padStart(9)} raw  ${file.file}`)
    }
}

writeResult(
  "web",
  results.map((result) => ({
    benchmark: "web",
    measure: `JS loaded by ${result.path} (gzip)`,
    size: `${result.files.length} files`,
    value: result.total.gzip / 1000,
    unit: "kB",
    ...(result.goalGzipBytes === null
      ? {}
      : { goal: atMost(result.total.gzip, result.goalGzipBytes, `≤ ${result.goalGzipBytes / 1000} kB`) }),
  })),
)

if (results.some((result) => result.ratio !== null && result.ratio > 1)) process.exitCode = 1
