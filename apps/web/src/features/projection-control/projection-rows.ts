import type { ProjectionLag } from "@ignite/contracts"

/** A build of a projection: during a rebuild the live one and the new one are both listed. */
export const rowKey = (row: ProjectionLag) => `${row.name}@${row.version}:${row.status}`

/**
 * How far a rebuild has come, 0 to 100: its checkpoint over the log's last position. An estimate (the log
 * grows while it builds, and it skips events it does not fold), good enough to see it move.
 */
export const buildProgress = (row: ProjectionLag, lastPosition: number | undefined) => {
  if (row.status !== "building") return 100
  if (!lastPosition) return 0
  return Math.min(100, Math.round((row.position / lastPosition) * 100))
}

/** Whether a projection is being rebuilt now (a second build of it is listed as building). */
export const isRebuilding = (rows: readonly ProjectionLag[], name: string) =>
  rows.some((row) => row.name === name && row.status === "building")

/** Inline projections are written with the events they fold: only async ones pause (the server says so too). */
export const canPause = (row: ProjectionLag) => row.mode === "async" && row.status === "active"

/** Seconds behind as people read them: to the tenth below a minute, whole above. */
export const secondsText = (seconds: number) =>
  seconds < 60 ? seconds.toFixed(1) : Math.round(seconds).toLocaleString("en-US")
