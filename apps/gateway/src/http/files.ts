import { attachmentContentTypes, type FileStore } from "@ignite/platform"
import type { FastifyInstance } from "fastify"

/** Stored extension -> type: logos and headshots (jpg) and every attachment type, stored by its type's name. */
const contentTypes: Record<string, string> = { jpg: "image/jpeg", ...attachmentContentTypes }

/** Shown inline: raster images only. SVG can carry script, so it downloads like any document. */
const inlineTypes = new Set(["image/jpeg", "image/png", "image/gif"])

/**
 * Stored uploads. Names are random ids; content types come from our own extension, never the uploader.
 * Nothing served here may run in our origin: no sniffing, a CSP that allows nothing, and every
 * non-image answered as a download.
 */
export const registerFiles = (app: FastifyInstance, files: FileStore) => {
  app.get("/files/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"]
    const bytes = await files.read(key)
    if (!bytes)
      return reply
        .code(404)
        .send({ error: "NotFound", message: "The requested resource does not exist", status: 404 })
    const extension = key.slice(key.lastIndexOf(".") + 1)
    const type = contentTypes[extension] ?? "application/octet-stream"
    reply
      .type(type)
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'")
      .header("x-content-type-options", "nosniff")
    if (!inlineTypes.has(type))
      reply.header("content-disposition", `attachment; filename="${key.slice(key.lastIndexOf("/") + 1)}"`)
    return reply.send(bytes)
  })
}
