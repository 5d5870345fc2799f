import { AppError } from "@ignite/contracts"
import { attachmentContentTypes, type FileAddresses, type FileStore } from "@ignite/platform"
import type { FastifyInstance } from "fastify"

/** Stored extension -> type: logos and headshots (jpg) and every attachment type, stored by its type's name. */
const contentTypes: Record<string, string> = { jpg: "image/jpeg", ...attachmentContentTypes }

/** Shown inline: raster images only. SVG can carry script, so it downloads like any document. */
const inlineTypes = new Set(["image/jpeg", "image/png", "image/gif"])

const refusals = {
  invalid: "This file is served only at the address a page gave you; reload the page.",
  expired: "This file's address has expired; reload the page for a new one.",
} as const

/**
 * Stored uploads, each only at the signed, expiring address an answer gave its reader (docs/architecture.md,
 * "Files"): whoever may read what refers to a file gets it, and no one else, token or not (403). Names are
 * random ids; content types come from our own extension, never the uploader. Nothing served here may run in
 * our origin: no sniffing, a CSP that allows nothing, and every non-image answered as a download.
 */
export const registerFiles = (app: FastifyInstance, files: FileStore, addresses: FileAddresses) => {
  app.get("/files/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"]
    const check = addresses.check(key, request.query as Record<string, unknown>)
    if (check.status !== "valid") {
      const refused = new AppError("Forbidden", refusals[check.status])
      return reply.code(refused.status).send(refused.toEnvelope())
    }
    const bytes = await files.read(key)
    if (!bytes) {
      const missing = new AppError("NotFound")
      return reply.code(missing.status).send(missing.toEnvelope())
    }
    const extension = key.slice(key.lastIndexOf(".") + 1)
    const type = contentTypes[extension] ?? "application/octet-stream"
    // the browser keeps it as long as its address lives, for this reader only
    const maxAge = Math.max(0, check.expiresAt - Math.floor(Date.now() / 1000))
    reply
      .type(type)
      .header("cache-control", `private, max-age=${maxAge}`)
      .header("content-security-policy", "default-src 'none'")
      .header("x-content-type-options", "nosniff")
    if (!inlineTypes.has(type))
      reply.header("content-disposition", `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"`)
    return reply.send(bytes)
  })
}
