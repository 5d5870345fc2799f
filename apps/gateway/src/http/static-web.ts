import { existsSync } from "node:fs"
import { join } from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance } from "fastify"

/** Paths the SPA never owns: unknown ones there are API 404s, not deep links. */
export const isApiPath = (url: string) => /^\/(api|trpc|cable|dev|healthz|readyz|metrics)(\/|\?|$)/.test(url)

/**
 * The built web app: hashed assets cached for a year, index.html never cached, and deep links
 * (/storefront/1/edit) answered with index.html so the client router takes over.
 */
export const registerStaticWeb = async (app: FastifyInstance, webDist: string) => {
  const index = join(webDist, "index.html")
  if (!existsSync(index)) return { served: false as const }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    setHeaders(reply, path) {
      reply.header(
        "Cache-Control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      )
    },
  })
  return { served: true as const }
}
