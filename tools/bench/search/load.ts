import http from "node:http"

/** Latencies of one timed run, in milliseconds, and what came back. */
export interface Run {
  readonly latencies: Float64Array
  readonly seconds: number
}

/**
 * `clients` closed loops, each calling `work` again as soon as its last call answered, for `seconds`: every
 * call's latency, as the caller sees it (queueing for the server's or the pool's connections included).
 * A failed call ends the run: a benchmark of errors is worthless.
 */
export const closedLoop = async (
  clients: number,
  seconds: number,
  work: () => Promise<void>,
): Promise<Run> => {
  const latencies: number[] = []
  const started = performance.now()
  const until = started + seconds * 1000
  const client = async () => {
    while (performance.now() < until) {
      const t0 = performance.now()
      await work()
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return { latencies: Float64Array.from(latencies), seconds: (performance.now() - started) / 1000 }
}

export const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!

export interface Summary {
  readonly count: number
  readonly perSecond: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
}

export const summarize = (run: Run): Summary => {
  const sorted = run.latencies.slice().sort()
  return {
    count: sorted.length,
    perSecond: sorted.length / run.seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  }
}

/**
 * A GET over keep-alive connections (one per client at most), its body read whole; anything but 200 throws.
 * node:http rather than fetch: less of the client's own CPU on a machine the server shares.
 */
export const httpGetter = (sockets: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets })
  const get = (url: string, token: string) =>
    new Promise<string>((resolve, reject) => {
      const request = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        const chunks: Buffer[] = []
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8")
          if (response.statusCode === 200) resolve(body)
          else reject(new Error(`GET ${url} answered ${response.statusCode}: ${body.slice(0, 300)}`))
        })
        response.on("error", reject)
      })
      request.on("error", reject)
    })
  return { get, close: () => agent.destroy() }
}
