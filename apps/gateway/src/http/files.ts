import type { FileStore } from "@ignite/platform"
import type { FastifyInstance } from "fastify"

const contentTypes: Record<string, string> = { jpg: "image/jpeg", png: "image/png", pdf: "application/pdf" }

/** Stored uploads. Names are random ids; content types come from our own extension, never the uploader. */
export const registerFiles = (app: FastifyInstance, files: FileStore) => {
  app.get("/files/*", async (request, reply) => {
    const key = (request.params as { "*": string })["*"]
    const bytes = await files.read(key)
    if (!bytes)
      return reply
        .code(404)
        .send({ error: "NotFound", message: "The requested resource does not exist", status: 404 })
    const extension = key.slice(key.lastIndexOf(".") + 1)
    return reply
      .type(contentTypes[extension] ?? "application/octet-stream")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'")
      .send(bytes)
  })
}
