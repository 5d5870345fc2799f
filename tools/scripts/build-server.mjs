#!/usr/bin/env node
/**
 * `npm run build:server`: the server processes as plain JavaScript for `node`, no tsx at run time (issue 23).
 *   dist/server/gateway.mjs   the HTTP host (apps/gateway/src/main.ts)      `npm run start:prod`
 *   dist/server/worker.mjs    projections and reactors (apps/worker)        `npm run start:worker:prod`
 *   dist/server/ignite.mjs    the operator CLI (tools/src/cli/main.ts)      `node dist/server/ignite.mjs --help`
 *
 * esbuild (pinned at the root) bundles our workspaces, whose package.json files point at TypeScript sources.
 * Every npm package stays external and is loaded from node_modules as under tsx: native addons (argon2, sharp),
 * PGlite's wasm and data files, swagger-ui-dist's assets and pino's worker-thread transports are found by paths
 * relative to their own package, which bundling would break, and the deployment installs node_modules anyway.
 * Those lookups (createRequire(import.meta.url).resolve(...)) walk up from dist/server to the root's
 * node_modules, as they walk up from the sources; the outdir must therefore stay inside the repository.
 *
 * `--outdir <dir>` builds elsewhere (the test builds into .tmp so it never replaces a running build).
 */
import { join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("../..", import.meta.url))
const outdirArg = process.argv.indexOf("--outdir")
const outdir = resolve(outdirArg > 0 ? process.argv[outdirArg + 1] : join(root, "dist/server"))

if (relative(root, outdir).startsWith("..")) {
  console.error(
    `--outdir must be inside the repository (${root}): packages are resolved from its node_modules`,
  )
  process.exit(1)
}

const ours = /^@ignite\//

/** Our workspaces are bundled; any other bare import (an npm package or a Node builtin) is loaded at run time. */
const externalPackages = {
  name: "external-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (ours.test(args.path)) return undefined
      return { external: true }
    })
  },
}

const result = await build({
  absWorkingDir: root,
  entryPoints: {
    gateway: "apps/gateway/src/main.ts",
    worker: "apps/worker/src/main.ts",
    ignite: "tools/src/cli/main.ts",
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
  plugins: [externalPackages],
})

// The bundle must not lean on tsx or on TypeScript sources at run time: either would mean a workspace was
// left external (its package.json points at .ts files that plain node cannot load).
const leaks = Object.values(result.metafile.outputs)
  .flatMap((output) => output.imports)
  .filter((imported) => imported.external && (ours.test(imported.path) || /^tsx(\/|$)/.test(imported.path)))
if (leaks.length > 0) {
  console.error(`The server bundle imports at run time: ${[...new Set(leaks.map((l) => l.path))].join(", ")}`)
  process.exit(1)
}

for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith(".mjs")) console.log(`${file}  ${(output.bytes / 1024).toFixed(0)} KiB`)
}
