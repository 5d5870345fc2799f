import { build, type Plugin, type Rolldown } from "vite"

/**
 * One file per first view instead of dozens (issue 27). Rolldown's automatic chunking gives every distinct set
 * of importers its own chunk, so a government user's cold load of `/` fetched 61 files, most of them one or two
 * kilobytes (Box, Text, Badge, useRouter, ...), in waves one after another: on a phone over HTTP/1.1 (six
 * connections to a host) each wave of small files costs round trips whatever their size. Lighthouse's mobile
 * audit of that page: 70, largest paint 3.9 s; with the groups below, 84 and 2.6 s (tools/bench/lighthouse).
 *
 * The build runs twice. The first pass (not written) shows which shared chunks automatic chunking made and which
 * chunk loads which. The second merges, for each group, the shared chunks its roots load statically into one
 * file; a chunk an earlier group (or the sign-in document) loads stays where it is, and every route's own chunk
 * stays its own. So no page loads a module it did not load before except as part of a group's file, and
 * `npm run bench:web` holds each page to its budget.
 */
export interface FirstViewGroup {
  /** The file's name (assets/<name>-<hash>.js). */
  readonly name: string
  /** Module ids ending so: the entry documents or dynamic imports whose shared chunks load together. */
  readonly roots: readonly string[]
}

export interface FirstViewChunksOptions {
  /** Documents (module id endings) whose chunks are never merged: the sign-in page stays its few kilobytes. */
  readonly keep: readonly string[]
  /** The groups, most widely loaded first: a chunk goes to the first group that loads it. */
  readonly groups: readonly FirstViewGroup[]
  /** This config file, for the first pass. */
  readonly configFile: string
}

// set while the first pass runs, so that its own config does not start a first pass of its own
const firstPass = "IGNITE_FIRST_VIEW_CHUNKS_PASS"

type Chunk = Rolldown.OutputChunk

/** The module → group plan from the first pass's chunks. */
export const planGroups = (
  chunks: readonly Chunk[],
  { keep, groups }: Omit<FirstViewChunksOptions, "configFile">,
) => {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const rootChunk = (ending: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(ending))
    if (!chunk) throw new Error(`first-view chunks: no entry or dynamic import ends with ${ending}`)
    return chunk.fileName
  }
  // a root's chunk and every chunk it imports statically, transitively
  const loadedBy = (roots: readonly string[]) => {
    const loaded = new Set<string>()
    const pending = roots.map(rootChunk)
    while (pending.length > 0) {
      const file = pending.pop()!
      if (loaded.has(file)) continue
      loaded.add(file)
      pending.push(...(byFile.get(file)?.imports ?? []))
    }
    return loaded
  }
  const taken = loadedBy(keep)
  const plan = new Map<string, string>()
  for (const group of groups)
    for (const file of loadedBy(group.roots)) {
      const chunk = byFile.get(file)!
      // an entry's or a dynamic import's own chunk stays its own: others import it by that name
      if (taken.has(file) || chunk.facadeModuleId !== null) continue
      taken.add(file)
      for (const id of chunk.moduleIds) plan.set(id, group.name)
    }
  return plan
}

export const firstViewChunks = (options: FirstViewChunksOptions): Plugin => ({
  name: "ignite:first-view-chunks",
  apply: "build",
  async config() {
    if (process.env[firstPass]) return
    process.env[firstPass] = "1"
    let output: Awaited<ReturnType<typeof build>>
    try {
      output = await build({ configFile: options.configFile, logLevel: "warn", build: { write: false } })
    } finally {
      delete process.env[firstPass]
    }
    const chunks = (Array.isArray(output) ? output : [output])
      .flatMap((result) => ("output" in result ? result.output : []))
      .filter((file): file is Chunk => file.type === "chunk")
    const plan = planGroups(chunks, options)
    return {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // only the planned modules move: their dependencies stay in the chunks the plan left them in
              includeDependenciesRecursively: false,
              groups: [{ name: (id: string) => plan.get(id) ?? null }],
            },
          },
        },
      },
    }
  },
})
