import { tanstackRouter } from "@tanstack/router-plugin/vite"
import react from "@vitejs/plugin-react"
import { defineConfig, type ProxyOptions } from "vite"
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
  ],
  build: { outDir: "dist", manifest: true },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
})
