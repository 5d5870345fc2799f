import { fileURLToPath } from "node:url"
import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type Plugin, type ProxyOptions } from "vite"
import { firstViewChunks } from "./first-view-chunks.ts"
import { mantineUseId } from "./mantine-use-id.ts"
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
    mantineUseId(),
    precompress(),
    firstViewChunks({
      configFile: fileURLToPath(import.meta.url),
      keep: ["signin.html"],
      groups: [
        { name: "app-start", roots: ["index.html"] },
        {
          // what every signed-in page's header renders at once
          name: "signed-in-frame",
          roots: [
            "src/routes/-components/user-menu.tsx",
            "src/features/notifications/components/notification-bell.tsx",
            "src/features/chat/components/chat-header-link.tsx",
          ],
        },
        {
          // a government user's home: the search and the companies matched to them
          name: "search-home",
          roots: [
            "src/routes/index.tsx?tsr-split=component",
            "src/features/search/components/marketplace-search-page.tsx",
            "src/features/matches/components/companies-for-you.tsx",
          ],
        },
        {
          // a company user's home: the storefront card and its setup checklist
          name: "storefront-home",
          roots: ["src/routes/-components/company-home.tsx"],
        },
      ],
    }),
    signInDocument(),
  ],
  build: { outDir: "dist", manifest: true, rolldownOptions: { input: pages } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
})
