/**
 * What `npm run bench` runs: every benchmark of tools/bench, at the sizes issue 27 asks for (so the scaling
 * shape shows), with the flags each already has. `quick` is the smallest size and the shortest duration of
 * each, about five minutes in all.
 */
export type Need = "postgres" | "nats"

export interface Run {
  benchmark: string
  /** The arguments after `node --import tsx tools/bench/<benchmark>/main.ts`. */
  args: string[]
}

export interface Benchmark {
  name: string
  needs: Need[]
  /** Exit codes that still mean "measured": bench:web exits 1 when a page misses its goal. */
  measuredExitCodes?: number[]
  /** The web benchmark measures the production build, so it is built first. */
  buildWeb?: boolean
  full: string[][]
  quick: string[][]
}

export interface Services {
  databaseUrl: string
  natsUrl: string
}

export function benchmarks({ databaseUrl, natsUrl }: Services): Benchmark[] {
  const pg = ["--database-url", databaseUrl]
  const pgNats = [...pg, "--nats-url", natsUrl]
  return [
    {
      name: "eventstore",
      needs: ["postgres"],
      full: ["1", "16", "64"].map((writers) => ["--events", "20000", "--writers", writers, ...pg]),
      quick: ["1", "16", "64"].map((writers) => [
        "--events",
        "2000",
        "--warmup",
        "200",
        "--writers",
        writers,
        ...pg,
      ]),
    },
    {
      name: "subscriptions",
      needs: ["postgres"],
      full: ["100000", "1000000"].map((events) => ["--events", events, ...pg]),
      quick: [["--events", "20000", ...pg]],
    },
    {
      name: "visible",
      needs: ["postgres"],
      // the goal's rate, with one below and one above it so the shape shows
      full: [["--rate", "500,2000,4000", "--seconds", "20", ...pg]],
      quick: [["--rate", "2000", "--seconds", "5", "--warmup", "1", ...pg]],
    },
    {
      name: "gateway",
      // It installs wrk itself (apt-get, as root) and says so when it cannot.
      needs: ["postgres"],
      full: [["--duration", "10", ...pg]],
      quick: [["--duration", "3", "--warmup", "1", ...pg]],
    },
    {
      name: "search",
      needs: ["postgres"],
      full: [["--awards", "10000,100000,1000000", ...pg]],
      quick: [["--listings", "10000", "--awards", "10000", "--seconds", "2", "--warmup", "1", ...pg]],
    },
    {
      name: "chat",
      needs: ["postgres", "nats"],
      full: ["10", "50", "200"].map((n) => ["--conversations", n, "--seconds", "20", ...pgNats]),
      quick: [["--conversations", "10", "--seconds", "5", ...pgNats]],
    },
    {
      name: "scaleout",
      needs: ["postgres", "nats"],
      full: [["--conversations", "50", "--seconds", "30", ...pgNats]],
      quick: [["--conversations", "10", "--seconds", "5", ...pgNats]],
    },
    {
      name: "analytics",
      needs: ["postgres"],
      full: [pg],
      quick: [["--scale", "0.01", "--runs", "5", ...pg]],
    },
    {
      name: "importer",
      needs: ["postgres"],
      full: [pg],
      quick: [["--companies", "1000", "--awards", "5000", ...pg]],
    },
    {
      name: "visibility",
      needs: ["postgres"],
      full: [pg],
      quick: [["--seconds", "1", "--rounds", "1", ...pg]],
    },
    {
      name: "matches",
      needs: ["postgres", "nats"],
      full: [pgNats],
      quick: [["--repeat", "1", ...pgNats]],
    },
    {
      name: "load",
      needs: ["postgres", "nats"],
      full: [["--seconds", "120", ...pgNats]],
      quick: [["--seconds", "20", "--warmup", "5", ...pgNats]],
    },
    {
      name: "web",
      needs: [],
      buildWeb: true,
      measuredExitCodes: [0, 1],
      full: [[]],
      quick: [[]],
    },
    {
      name: "lighthouse",
      // the embedded default with demo data and Debian's Chromium: nothing of PostgreSQL or NATS
      needs: [],
      buildWeb: true,
      full: [["--runs", "3"]],
      quick: [["--runs", "1"]],
    },
  ]
}

/** The benchmarks `--only` names, in the plan's order; an unknown name is an error, not a silent skip. */
export function selectBenchmarks(
  all: readonly Benchmark[],
  only: readonly string[] | undefined,
): Benchmark[] {
  if (!only || only.length === 0) return [...all]
  const unknown = only.filter((name) => !all.some((benchmark) => benchmark.name === name))
  if (unknown.length > 0)
    throw new Error(`unknown benchmark ${unknown.join(", ")}; known: ${all.map((b) => b.name).join(", ")}`)
  return all.filter((benchmark) => only.includes(benchmark.name))
}
