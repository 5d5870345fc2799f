/**
 * A small Prometheus text-format registry: counters, gauges (set or computed at scrape time) and
 * histograms with fixed buckets. Enough for /metrics without another dependency.
 */
type Labels = Record<string, string>

const escapeLabel = (value: string) =>
  /[\\"\n]/.test(value) ? value.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n") : value

// Asked twice by every HTTP request (its counter and its histogram): names in code-unit order (label names
// are ASCII), values escaped only when they hold a character that needs it.
const labelKey = (labels: Labels) => {
  const names = Object.keys(labels)
  if (names.length > 1) names.sort()
  let key = ""
  for (const name of names) key += `${key ? "," : ""}${name}="${escapeLabel(labels[name] ?? "")}"`
  return key
}

const withLabels = (name: string, key: string) => (key ? `${name}{${key}}` : name)

export interface Counter {
  inc(labels?: Labels, by?: number): void
}
export interface Histogram {
  observe(labels: Labels, value: number): void
}
export type GaugeCollector = () => Promise<Array<{ labels: Labels; value: number }>>

export interface Metrics {
  counter(name: string, help: string): Counter
  histogram(name: string, help: string, buckets?: readonly number[]): Histogram
  gauge(name: string, help: string, collect: GaugeCollector): void
  render(): Promise<string>
}

export const createMetrics = (): Metrics => {
  const sections: Array<() => Promise<string[]>> = []

  return {
    counter(name, help) {
      const values = new Map<string, number>()
      sections.push(async () => [
        `# HELP ${name} ${help}`,
        `# TYPE ${name} counter`,
        ...[...values].map(([key, value]) => `${withLabels(name, key)} ${value}`),
      ])
      return {
        inc(labels = {}, by = 1) {
          const key = labelKey(labels)
          values.set(key, (values.get(key) ?? 0) + by)
        },
      }
    },
    histogram(name, help, buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]) {
      const series = new Map<string, { counts: number[]; sum: number; count: number }>()
      sections.push(async () => {
        const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} histogram`]
        for (const [key, s] of series) {
          buckets.forEach((bound, i) => {
            const le = `le="${bound}"`
            lines.push(`${name}_bucket{${key ? `${key},` : ""}${le}} ${s.counts[i]}`)
          })
          lines.push(`${name}_bucket{${key ? `${key},` : ""}le="+Inf"} ${s.count}`)
          lines.push(
            `${withLabels(`${name}_sum`, key)} ${s.sum}`,
            `${withLabels(`${name}_count`, key)} ${s.count}`,
          )
        }
        return lines
      })
      return {
        observe(labels, value) {
          const key = labelKey(labels)
          let s = series.get(key)
          if (!s) {
            s = { counts: buckets.map(() => 0), sum: 0, count: 0 }
            series.set(key, s)
          }
          for (let i = 0; i < buckets.length; i++)
            if (value <= (buckets[i] ?? 0)) s.counts[i] = (s.counts[i] ?? 0) + 1
          s.sum += value
          s.count += 1
        },
      }
    },
    gauge(name, help, collect) {
      sections.push(async () => [
        `# HELP ${name} ${help}`,
        `# TYPE ${name} gauge`,
        ...(await collect()).map(({ labels, value }) => `${withLabels(name, labelKey(labels))} ${value}`),
      ])
    },
    async render() {
      const parts = await Promise.all(sections.map((section) => section()))
      return `${parts.flat().join("\n")}\n`
    },
  }
}
