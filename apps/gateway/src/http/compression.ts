import fastifyCompress from "@fastify/compress"
import type { FastifyInstance } from "fastify"

/** Answers smaller than this go as they are: a few hundred bytes gain less than the work and the header cost. */
export const compressionThreshold = 1024

/**
 * API answers above the threshold, compressed when the client accepts it (brotli at quality 4, else gzip):
 * JSON, text, CSV exports (compressed as they stream). Server-sent events and NDJSON are not compressible
 * types here, so each line still reaches the client as it is written; websockets (/cable) never pass
 * through a reply. The web build's files come precompressed (http/static-web.ts) and carry their
 * content-encoding already, which this leaves alone. Request bodies are not decompressed: a compressed
 * upload would slip past the body limits' meaning.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(fastifyCompress, {
    threshold: compressionThreshold,
    encodings: ["br", "gzip"],
    globalDecompression: false,
  })
