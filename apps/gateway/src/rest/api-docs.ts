import { createRequire } from "node:module"
import { dirname } from "node:path"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance } from "fastify"

const assetsPrefix = "/api/docs/assets/"
const initPath = "/api/docs/init.js"
/** The files of swagger-ui-dist the page loads; nothing else in the package is served. */
const assets = new Set(["swagger-ui.css", "index.css", "swagger-ui-bundle.js", "favicon-32x32.png"])

/**
 * Swagger UI, its initializer and the document are all ours, so the page needs nothing from another
 * origin and no inline script. Styles may be inline and images data: because Swagger UI writes inline
 * styles and draws its icons as data: SVGs.
 */
const docsPolicy = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
].join("; ")

const swaggerUiDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"))

const page = (documentUrl: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Ignite API</title>
<link rel="icon" type="image/png" href="${assetsPrefix}favicon-32x32.png">
<link rel="stylesheet" href="${assetsPrefix}swagger-ui.css">
<link rel="stylesheet" href="${assetsPrefix}index.css">
</head>
<body>
<noscript>The API reference needs JavaScript. The OpenAPI document is at <a href="${documentUrl}">${documentUrl}</a>.</noscript>
<div id="swagger-ui"></div>
<script src="${assetsPrefix}swagger-ui-bundle.js"></script>
<script src="${initPath}"></script>
</body>
</html>
`

// The scripts sit at the end of the body, so #swagger-ui exists when this runs. No validator: it would
// send the document to validator.swagger.io.
const initializer = (documentUrl: string) => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(documentUrl)},
  dom_id: "#swagger-ui",
  deepLinking: true,
  persistAuthorization: true,
  validatorUrl: null,
})
`

/**
 * The REST reference at /api/docs: Swagger UI (swagger-ui-dist) served from the package by the gateway
 * itself, reading the generated document at `documentUrl`. Try-it-out calls this server; the Authorize
 * button takes a bearer token and keeps it across reloads.
 */
export const registerApiDocs = async (app: FastifyInstance, options: { documentUrl: string }) => {
  const html = page(options.documentUrl)
  const script = initializer(options.documentUrl)
  app.get("/api/docs", async (_request, reply) =>
    reply.type("text/html; charset=utf-8").header("content-security-policy", docsPolicy).send(html),
  )
  app.get(initPath, async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(script))
  await app.register(fastifyStatic, {
    root: swaggerUiDir,
    prefix: assetsPrefix,
    // The web app's registration owns reply.sendFile.
    decorateReply: false,
    index: false,
    allowedPath: (path) => assets.has(path.replace(/^\//, "")),
    // Unhashed names: revalidate by ETag rather than the API's no-store.
    cacheControl: false,
    setHeaders: (reply) => reply.header("cache-control", "no-cache"),
  })
}
