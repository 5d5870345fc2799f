import { fileURLToPath } from "node:url"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin, type ProxyOptions } from "vite"
import { precompress } from "./precompress.ts"

const gateway = "http://localhost:3000"

// The gateway serves these paths; everything else is the SPA. `/dev` is anchored so SPA paths that merely
// start with "dev" are not sent to the gateway.
const proxy: Record<string, string | ProxyOptions> = {
  "/trpc": gateway,
  "/api": gateway,
  "/cable": { target: gateway, ws: true },
  "/files": gateway,
  "^/dev(/|$)": gateway,
}

// Two documents: the app (index.html) and the sign-in page (signin.html, src/signin), which loads none of the
// app's framework. The gateway answers /signin with the second; the dev server does the same (below).
const pages = {
  app: fileURLToPath(new URL("index.html", import.meta.url)),
  signin: fileURLToPath(new URL("signin.html", import.meta.url)),
}

/** In `vite dev`, /signin (with any query) is the sign-in document, as the gateway serves it in production. */
const signInDocument = (): Plugin => ({
  name: "ignite:signin-document",
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/signin(\?|$)/.test(request.url))
        request.url = request.url.replace(/^\/signin/, "/signin.html")
      next()
    })
  },
})

export default defineConfig({
  // The router plugin must run before react() so route files are split before JSX is transformed.
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      autoCodeSplitting: true,
    }),
    react(),
    precompress(),
    signInDocument(),
  ],
  build: { outDir: "dist", manifest: true, rolldownOptions: { input: pages } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
})
