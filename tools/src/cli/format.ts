import type { ImportSummary, ProjectionLag, RecordedEventDto, VerifyReport } from "@ignite/contracts"

const pad = (value: string, width: number) => value.padEnd(width)

export const projectionTable = (rows: readonly ProjectionLag[]): string => {
  if (rows.length === 0) return "No projections are registered yet."
  const header = ["projection", "version", "mode", "status", "behind", "seconds", "position"]
  const body = rows.map((p) => [
    p.name,
    String(p.version),
    p.mode,
    p.paused ? `${p.status}, paused` : p.status,
    String(p.eventsBehind),
    p.secondsBehind.toFixed(1),
    String(p.position),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)))
  return [header, ...body].map((r) => r.map((cell, i) => pad(cell, widths[i]!)).join("  ")).join("\n")
}

export const eventLine = (event: RecordedEventDto): string =>
  `${event.recordedAt}  #${event.globalPosition}  ${event.streamId}@${event.streamVersion}  ${event.eventType}  ${JSON.stringify(event.data)}`

/** The import's summary as a person reads it: counts, then the first rejected rows with their reasons. */
export const importSummaryText = (summary: ImportSummary, seconds: number): string => {
  const lines = [
    `${summary.rows} rows in ${seconds.toFixed(1)} s`,
    `companies: ${summary.companiesNew} new, ${summary.companiesUpdated} updated`,
    `awards:    ${summary.awardsNew} new, ${summary.awardsUpdated} updated, ${summary.unchanged} unchanged`,
    `rejected:  ${summary.rejected}`,
  ]
  const shown = summary.rejections.slice(0, 20)
  for (const rejection of shown) lines.push(`  line ${rejection.line}: ${rejection.reasons.join("; ")}`)
  if (summary.rejected > shown.length) lines.push(`  … and ${summary.rejected - shown.length} more`)
  return lines.join("\n")
}

/** A verification as a person reads it: each table's rows on both sides, then what differs. */
export const verifyReportText = (report: VerifyReport): string => {
  const lines = [
    `${report.name} v${report.version} at position ${report.position}: ${report.ok ? "the live read model equals its rebuild" : "DIFFERS from its rebuild"}`,
  ]
  for (const table of report.tables) {
    lines.push(`  ${table.table}: ${table.liveRows} rows live, ${table.rebuiltRows} rebuilt`)
    for (const row of table.onlyLive) lines.push(`    only live:    ${JSON.stringify(row)}`)
    for (const row of table.onlyRebuilt) lines.push(`    only rebuilt: ${JSON.stringify(row)}`)
  }
  return lines.join("\n")
}
