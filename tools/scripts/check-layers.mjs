#!/usr/bin/env node
// The dependency rules of ARCHITECTURE.md, checked on every import and every workspace dependency:
//   contracts        -> nothing of ours
//   platform         -> contracts
//   domains/*        -> contracts, platform              (never another domain)
//   projections/*    -> contracts, platform              (events through contracts, never a domain)
//   workflows        -> contracts, platform, domains, projections   (use cases across domains, resource rules)
//   wiring           -> contracts, platform, domains, projections, workflows   (the composition root)
//   tools/demo       -> the above and wiring             (demo data seeds through the services)
//   apps/*, tools    -> anything below them, never an app (web: contracts, and `import type` of the gateway)
//   apps/web/e2e     -> anything: browser journeys start the whole system
// and inside the web app's src (STYLE.md "Web"; the app imports by relative path, it has no aliases):
//   features/<a>     -> its own folder, ui/, lib/         (never features/<b>, never routes/)
//   ui/<kit>, lib/   -> ui/, lib/                         (never a feature, never routes/)
//   routes/, the app shell (app.tsx, router.tsx), test-support/ -> anything: they compose features and kits
// and the web app uses no package that one of its own helpers replaces (`replacedInWeb`: one form approach);
// a test file that replaces a module (vi.mock) is named *.mocked.unit.test.ts(x), so it runs isolated.
// Exits 1 naming each forbidden import. `--root <dir>` checks another tree (the checker's own test).
import { readdirSync, readFileSync, statSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"

const rootArg = process.argv.indexOf("--root")
const root = resolve(rootArg > 0 ? process.argv[rootArg + 1] : ".")

/** Which layer a path inside the repository belongs to, and the workspace folder it names. */
const layerOf = (path) => {
  const [top, second, third] = relative(root, path).split(sep)
  if (top === "tools" && second === "demo") return { layer: "demo", unit: "tools/demo" }
  if (top === "contracts" || top === "platform" || top === "workflows" || top === "wiring" || top === "tools")
    return { layer: top, unit: top }
  if (top === "domains" || top === "projections") return { layer: top, unit: `${top}/${second}` }
  // browser journeys drive the whole system (they start the gateway); they are not part of the web bundle
  if (top === "apps" && second === "web" && third === "e2e") return { layer: "e2e", unit: "apps/web/e2e" }
  if (top === "apps") return { layer: second === "web" ? "web" : "apps", unit: `apps/${second}` }
  return undefined
}

/** Where a file of the web app's src sits: `features/<name>`, `ui`, `lib`, `routes`, or the shell's other files. */
const webAreaOf = (path) => {
  const [top, second, third, area, name] = relative(root, path).split(sep)
  if (top !== "apps" || second !== "web" || third !== "src" || name === undefined) return undefined
  return { area, unit: area === "features" ? `features/${name}` : area }
}

/** Features are composed by routes, never by each other; kits and helpers serve features and know none. */
const webAllowed = (from, to) => {
  if (!from || !to || (to.area !== "features" && to.area !== "routes")) return true
  if (from.area === "features") return to.area === "features" && from.unit === to.unit
  return from.area !== "ui" && from.area !== "lib"
}

const below = {
  contracts: [],
  platform: ["contracts"],
  domains: ["contracts", "platform"],
  projections: ["contracts", "platform"],
  workflows: ["contracts", "platform", "domains", "projections"],
  wiring: ["contracts", "platform", "domains", "projections", "workflows"],
  demo: ["contracts", "platform", "domains", "projections", "workflows", "wiring"],
  apps: ["contracts", "platform", "domains", "projections", "workflows", "wiring", "demo"],
  tools: ["contracts", "platform", "domains", "projections", "workflows", "wiring", "demo"],
  web: ["contracts"],
  e2e: ["contracts", "platform", "domains", "projections", "workflows", "wiring", "demo", "apps", "web"],
}

/** Workspace package name -> its folder, from every package.json of the workspaces. */
const workspaces = new Map()
const packageDirs = ["contracts", "platform", "workflows", "wiring", "tools", "tools/demo"]
for (const group of ["domains", "projections", "apps"])
  try {
    for (const name of readdirSync(join(root, group))) packageDirs.push(`${group}/${name}`)
  } catch {}
for (const dir of packageDirs)
  try {
    const pkg = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8"))
    workspaces.set(pkg.name, { dir: join(root, dir), pkg })
  } catch {}

/** Packages the web app has its own way for, so a second way cannot come back (STYLE.md "Web"). */
const replacedInWeb = new Map([["@mantine/form", "lib/use-form"]])

const problems = []
const allowed = (from, to, typeOnly) => {
  if (from.unit === to.unit) return true
  if (from.layer === "web" && to.unit === "apps/gateway" && typeOnly) return true
  return below[from.layer].includes(to.layer)
}

const importPattern =
  /(?:^|[;\s])(import|export)\s+(type\s+)?(?:[^"';]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g

const checkFile = (file) => {
  const from = layerOf(file)
  if (!from) return
  const text = readFileSync(file, "utf8")
  // web component files share a worker's modules (vitest.config.ts); a file that replaces a module must
  // run in its own graph, which its name asks for
  if (
    /\.unit\.test\.tsx?$/.test(file) &&
    !/\.mocked\.unit\.test\.tsx?$/.test(file) &&
    /\bvi\.mock\(/.test(text)
  )
    problems.push(
      `${relative(root, file)}: replaces a module with vi.mock; name it *.mocked.unit.test.${file.split(".").at(-1)}`,
    )
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4]
    const typeOnly = Boolean(match[2])
    let target
    if (specifier.startsWith(".")) {
      const path = resolve(dirname(file), specifier)
      target = layerOf(path)
      const [fromArea, toArea] = [webAreaOf(file), webAreaOf(path)]
      if (!webAllowed(fromArea, toArea))
        problems.push(
          `${relative(root, file)}: ${fromArea.unit} may not import ${specifier} (${toArea.unit}; compose in a route)`,
        )
    } else {
      const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier
      const workspace = workspaces.get(name)
      if (workspace) target = layerOf(join(workspace.dir, "package.json"))
      if (from.layer === "web" && replacedInWeb.has(name))
        problems.push(
          `${relative(root, file)}: apps/web may not import ${specifier} (use ${replacedInWeb.get(name)})`,
        )
    }
    if (target && !allowed(from, target, typeOnly))
      problems.push(`${relative(root, file)}: ${from.unit} may not import ${specifier} (${target.unit})`)
  }
}

// a workspace nested in another (tools/demo in tools) is walked once, as itself
const workspaceDirs = new Set([...workspaces.values()].map(({ dir }) => dir))
const walk = (dir) => {
  for (const entry of readdirSync(dir)) {
    if (entry === "node_modules" || entry === "dist" || entry.startsWith(".")) continue
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      if (!workspaceDirs.has(path)) walk(path)
    } else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry) && !entry.endsWith(".d.ts")) checkFile(path)
  }
}

for (const { dir, pkg } of workspaces.values()) {
  walk(dir)
  const from = layerOf(join(dir, "package.json"))
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (from.layer === "web" && replacedInWeb.has(name))
      problems.push(
        `${relative(root, dir)}/package.json: apps/web may not depend on ${name} (use ${replacedInWeb.get(name)})`,
      )
    const workspace = workspaces.get(name)
    if (!workspace) continue
    const to = layerOf(join(workspace.dir, "package.json"))
    // web declares the gateway only for its router type
    if (!allowed(from, to, from.layer === "web"))
      problems.push(
        `${relative(root, dir)}/package.json: ${from.unit} may not depend on ${name} (${to.unit})`,
      )
  }
}

if (problems.length > 0) {
  console.error(`Layer check failed (see ARCHITECTURE.md "Dependency rules"):\n  ${problems.join("\n  ")}`)
  process.exit(1)
}
console.log(`Layer check: ${workspaces.size} workspaces, every import within its layer.`)
