import { existsSync } from "node:fs"
import { join } from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply } from "fastify"

/** Paths the SPA never owns: unknown ones there are API 404s, not deep links. */
export const isApiPath = (url: string) => /^\/(api|trpc|cable|dev|healthz|readyz|metrics)(\/|\?|$)/.test(url)

/**
 * What the app's pages may load: only our own scripts, workers and connections (the captcha worker and
 * /cable included), no plugins, no framing. Styles allow inline because Mantine writes its CSS variables
 * into <style> tags at run time; images allow data: and blob: for the headshot cropper's previews.
 */
export const pagePolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ")

/** Headers for every answer that is an app page (index.html, directly or as a deep link). */
export const setPageHeaders = (reply: FastifyReply) => {
  reply.header("content-security-policy", pagePolicy)
  reply.header("x-frame-options", "DENY")
  reply.header("referrer-policy", "strict-origin-when-cross-origin")
  reply.header("cache-control", "no-cache")
}

/** The file a precompressed sibling (`index.html.br`, `main-abc.js.gz`) stands for. */
const uncompressedPath = (path: string) => path.replace(/\.(br|gz)$/, "")

/**
 * The built web app: hashed assets cached for a year, index.html never cached, and deep links
 * (/storefront/1/edit) answered with index.html so the client router takes over. The build writes a
 * brotli and a gzip file beside each text file (apps/web/vite.config.ts); a client that accepts one gets
 * it, compressed once at build time at the highest levels, never per request.
 */
export const registerStaticWeb = async (app: FastifyInstance, webDist: string) => {
  const index = join(webDist, "index.html")
  if (!existsSync(index)) return { served: false as const }
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    preCompressed: true,
    // The build's manifest (what bench:web reads) is no page's business.
    allowedPath: (pathname) => !pathname.startsWith("/.vite/"),
    // Runs for sendFile too, so deep links answered with index.html get the page headers as well. The path
    // is the file sent, which may be the compressed sibling.
    setHeaders(reply, sentPath) {
      const path = uncompressedPath(sentPath)
      reply.header("x-content-type-options", "nosniff")
      if (path.endsWith(".html")) return setPageHeaders(reply)
      reply.header(
        "cache-control",
        path.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
      )
    },
  })
  // The sign-in page is a document of its own (apps/web/signin.html: no framework, a few kB of script); a
  // build without it (an older one, a test's) leaves /signin to the app, whose route renders it.
  if (existsSync(join(webDist, "signin.html")))
    app.get("/signin", (_request, reply) => reply.sendFile("signin.html"))
  return { served: true as const }
}
