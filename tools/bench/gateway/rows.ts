/** bench:gateway's figures as `npm run bench` rows: each app driver's req/s beside the bare Fastify route's. */
import { atLeast, type ResultRow, resultRow } from "../report/result"

/** Issue 27's goals (the policy read ≥ 0.6x bare, `current_user` ≥ 0.4x), above the bench's own table's. */
const issueGoals: Record<string, number> = { "/api/v1/terms": 0.6, "/api/v1/current_user": 0.4 }

export interface GatewayFigures {
  path: string
  /** "app pglite", "app pg" */
  target: string
  requestsPerSecond: number
  bareRequestsPerSecond: number
}

export const gatewayRows = (figures: readonly GatewayFigures[]): ResultRow[] =>
  figures.map((f) => {
    const goal = issueGoals[f.path]
    return resultRow({
      benchmark: "gateway",
      measure: `GET ${f.path}`,
      size: f.target,
      value: f.requestsPerSecond,
      unit: "req/s",
      baseline: { name: "bare Fastify", value: f.bareRequestsPerSecond },
      ...(goal === undefined
        ? {}
        : { goal: atLeast(f.requestsPerSecond / f.bareRequestsPerSecond, goal, `≥ ${goal}x bare`) }),
    })
  })
