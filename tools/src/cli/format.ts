import type { ProjectionLag, RecordedEventDto } from "@ignite/contracts"

const pad = (value: string, width: number) => value.padEnd(width)

export const projectionTable = (rows: readonly ProjectionLag[]): string => {
  if (rows.length === 0) return "No projections are registered yet."
  const header = ["projection", "version", "mode", "status", "behind", "seconds", "position"]
  const body = rows.map((p) => [
    p.name,
    String(p.version),
    p.mode,
    p.status,
    String(p.eventsBehind),
    p.secondsBehind.toFixed(1),
    String(p.position),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)))
  return [header, ...body].map((r) => r.map((cell, i) => pad(cell, widths[i]!)).join("  ")).join("\n")
}

export const eventLine = (event: RecordedEventDto): string =>
  `${event.recordedAt}  #${event.globalPosition}  ${event.streamId}@${event.streamVersion}  ${event.eventType}  ${JSON.stringify(event.data)}`
