import type { AppError } from "@ignite/contracts"
import { createMetrics, fenceHolder, type Metrics } from "@ignite/platform"
import type { FastifyInstance } from "fastify"
import { authorize } from "../access"
import { authenticate } from "../auth/authenticate"
import type { Services } from "../context"

/**
 * /healthz (the process answers) and /readyz (the database answers), public for load balancers; /metrics
 * (Prometheus text) for operators and admins.
 */
export const registerObservability = (
  app: FastifyInstance,
  services: Services,
  metrics: Metrics = createMetrics(),
) => {
  const requests = metrics.counter("ignite_http_requests_total", "HTTP requests by method, route and status")
  const durations = metrics.histogram("ignite_http_request_duration_seconds", "HTTP request duration")
  /** A gauge of each projection build's lag, as `lag` reads it off the build's status. */
  const projectionLag = (
    name: string,
    help: string,
    lag: (status: { eventsBehind: number; secondsBehind: number }) => number,
  ) =>
    metrics.gauge(name, help, async () =>
      (await services.platform.projections.status()).map((p) => ({
        labels: { projection: p.name, status: p.status },
        value: lag(p),
      })),
    )
  projectionLag(
    "ignite_projection_lag_events",
    "Events a projection build has yet to apply",
    (p) => p.eventsBehind,
  )
  projectionLag(
    "ignite_projection_lag_seconds",
    "Age of the oldest event a projection build has yet to apply",
    (p) => p.secondsBehind,
  )
  metrics.gauge(
    "ignite_log_fence_holder_seconds",
    "How long the write transaction holding the log's consumers back has been open, by its backend (none: nothing holds them)",
    async () => {
      const holder = await fenceHolder(services.platform.sql)
      return holder
        ? [
            {
              labels: { pid: String(holder.pid), application: holder.applicationName },
              value: holder.transactionSeconds,
            },
          ]
        : []
    },
  )
  metrics.gauge("ignite_events_total", "Events in the log", async () => {
    const [row] = await services.platform.sql.query<{ n: number }>(
      "select coalesce(max(global_position), 0)::int8 as n from events",
    )
    return [{ labels: {}, value: row?.n ?? 0 }]
  })
  metrics.gauge("ignite_process_resident_memory_bytes", "Resident memory", async () => [
    { labels: {}, value: process.memoryUsage().rss },
  ])

  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url ?? "unmatched"
    requests.inc({ method: request.method, route, status: String(reply.statusCode) })
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    done()
  })

  let shuttingDown = false
  app.addHook("onClose", async () => {
    shuttingDown = true
  })

  app.get("/healthz", async () => ({ status: "ok" }))
  app.get("/readyz", async (_request, reply) => {
    try {
      if (shuttingDown) throw new Error("shutting down")
      await services.platform.sql.query("select 1")
      return { status: "ready", driver: services.platform.sql.driver, bus: services.platform.bus.kind }
    } catch {
      return reply.code(503).send({ error: "Unavailable", message: "The service is not ready.", status: 503 })
    }
  })
  // what the system is made of and how busy it is: for operators (Prometheus scrapes with an operator token
  // as its bearer) and admins, not for whoever finds the address (issue 26)
  app.get("/metrics", async (request, reply) => {
    try {
      authorize(
        "operator",
        await authenticate(services.keys, request.headers.authorization, services.identity.checkSession),
      )
    } catch (error) {
      const envelope = (error as AppError).toEnvelope()
      return reply.code(envelope.status).send(envelope)
    }
    return reply.type("text/plain; version=0.0.4").send(await metrics.render())
  })
}
