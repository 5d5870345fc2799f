// `npx nx g @ignite/tools:domain <name> [--aggregate <aggregate>]`: a new domain end to end, in the house's
// shape (docs/architecture.md "Adding a domain" lists every file this writes and every registration it edits).
// CommonJS on purpose: Nx loads a local generator with require(), and plain JavaScript needs no TypeScript
// transpiler registered for it.
const { spawnSync } = require("node:child_process")
const path = require("node:path")
const { generateFiles, names, updateJson } = require("@nx/devkit")

/** kebab-case singular -> plural (the few English rules our names need). */
const pluralOf = (word) => {
  if (/(s|sh|ch|x|z)$/.test(word)) return `${word}es`
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
  return `${word}s`
}

/** Every spelling a template needs of one kebab-case name. */
const spellings = (kebab) => {
  const n = names(kebab)
  return {
    kebab,
    Pascal: n.className,
    camel: n.propertyName,
    snake: kebab.replace(/-/g, "_"),
    words: kebab.replace(/-/g, " "),
    squashed: kebab.replace(/-/g, ""),
  }
}

const read = (tree, file) => {
  const text = tree.read(file, "utf-8")
  if (text === null) throw new Error(`${file} is missing: run the generator at the repository's root`)
  return text
}

/** Inserts `text` before the first line matching `anchor` after `after` (a registration list's end). */
const insertBefore = (tree, file, { after, anchor, text }) => {
  const source = read(tree, file)
  const from = after ? source.indexOf(after) : 0
  if (from < 0) throw new Error(`${file}: cannot find ${after}`)
  const match = anchor.exec(source.slice(from))
  if (!match) throw new Error(`${file}: cannot find where to register (${anchor})`)
  const at = from + match.index
  tree.write(file, source.slice(0, at) + text + source.slice(at))
}

/** Adds an import line at the top of a file (biome's organizeImports sorts it when the files are checked). */
const addImport = (tree, file, line) => tree.write(file, `${line}\n${read(tree, file)}`)

const addDependencies = (tree, file, dependencies) =>
  updateJson(tree, file, (pkg) => {
    pkg.dependencies = Object.fromEntries(
      Object.entries({ ...pkg.dependencies, ...dependencies }).sort(([a], [b]) => a.localeCompare(b)),
    )
    return pkg
  })

const register = (tree, v) => {
  const { name, agg, aggs } = v
  // contracts: the DTOs and inputs, and the event contracts in the one list of every domain's events
  tree.write(
    "contracts/src/index.ts",
    read(tree, "contracts/src/index.ts").replace(
      'export * from "./ids"\n',
      `export * from "./ids"\nexport * from "./${name.kebab}"\n`,
    ),
  )
  addImport(tree, "contracts/src/events/index.ts", `import { ${agg.camel}Events } from "./${name.kebab}"`)
  insertBefore(tree, "contracts/src/events/index.ts", {
    anchor: /^\n/m,
    text: `export * from "./${name.kebab}"\n`,
    after: 'export * from "./identity"',
  })
  insertBefore(tree, "contracts/src/events/index.ts", {
    after: "export const eventContractsByDomain = {",
    anchor: /^}/m,
    text: `  ${name.camel}: ${agg.camel}Events,\n`,
  })
  // wiring: the read model's module, the domain's facade on the services
  addImport(
    tree,
    "wiring/src/modules.ts",
    `import { ${aggs.camel}ReadModel } from "@ignite/projection-${name.kebab}"`,
  )
  insertBefore(tree, "wiring/src/modules.ts", {
    after: "return [",
    anchor: /^ {2}\]/m,
    text: `    ${aggs.camel}ReadModel,\n`,
  })
  addImport(
    tree,
    "wiring/src/services.ts",
    `import { create${name.Pascal}Service } from "@ignite/domain-${name.kebab}"`,
  )
  addImport(
    tree,
    "wiring/src/services.ts",
    `import { create${name.Pascal}Facade, type ${name.Pascal}Facade } from "@ignite/workflows"`,
  )
  insertBefore(tree, "wiring/src/services.ts", {
    after: "export interface Services {",
    anchor: /^ {2}\/\*\*\n {3}\* The same services with their commands dated/m,
    text: `  /** ${name.Pascal}: ${aggs.words}, their commands and their read model. */\n  readonly ${name.camel}: ${name.Pascal}Facade\n`,
  })
  // on the command side, whose commands atClock dates
  insertBefore(tree, "wiring/src/services.ts", {
    after: "    return {\n      ...shared,",
    anchor: /^ {6}atClock: at,/m,
    text: `      ${name.camel}: create${name.Pascal}Facade({ service: create${name.Pascal}Service({ store: platform.store, ...now }), db: platform.sql }),\n`,
  })
  const domainPackages = { [`@ignite/domain-${name.kebab}`]: "*", [`@ignite/projection-${name.kebab}`]: "*" }
  addDependencies(tree, "wiring/package.json", domainPackages)
  addDependencies(tree, "workflows/package.json", domainPackages)
  tree.write(
    "workflows/src/index.ts",
    `${read(tree, "workflows/src/index.ts")}export { create${name.Pascal}Facade, type ${name.Pascal}Facade } from "./${name.kebab}/${name.kebab}-facade"\n`,
  )
  // gateway: one line in the adapters list; who may call what in the authorization matrix
  addImport(
    tree,
    "apps/gateway/src/adapters.ts",
    `import { ${name.camel}Procedures } from "./${name.kebab}/trpc"`,
  )
  addImport(
    tree,
    "apps/gateway/src/adapters.ts",
    `import { ${name.camel}Routes } from "./${name.kebab}/rest"`,
  )
  insertBefore(tree, "apps/gateway/src/adapters.ts", {
    after: "export const adapters = [",
    anchor: /^\] as const/m,
    text: `  defineAdapter({ name: "${name.kebab}", procedures: ${name.camel}Procedures, routes: ${name.camel}Routes }),\n`,
  })
  const matrix = "apps/gateway/src/harnesses/authorization-matrix.int.test.ts"
  insertBefore(tree, matrix, {
    after: "const rest: Record<string, Rule> = {",
    anchor: /^}/m,
    text: [
      `  "GET /api/v1/${aggs.snake}": "user",`,
      `  "POST /api/v1/${aggs.snake}": "user",`,
      `  "GET /api/v1/${aggs.snake}/{id}": "user",`,
      `  "PATCH /api/v1/${aggs.snake}/{id}": "user",`,
      "",
    ].join("\n"),
  })
  insertBefore(tree, matrix, {
    after: "const trpc: Record<string, Rule> = {",
    anchor: /^}/m,
    text: [
      `  "${name.camel}.list": "user",`,
      `  "${name.camel}.get": "user",`,
      `  "${name.camel}.create": "user",`,
      `  "${name.camel}.rename": "user",`,
      "",
    ].join("\n"),
  })
}

/** The web app's route tree, as the router plugin writes it on the next build (typecheck needs it now). */
const regenerateRouteTree = async (root) => {
  const { Generator, getConfig } = await import("@tanstack/router-generator")
  const web = path.join(root, "apps/web")
  const config = getConfig(
    {
      target: "react",
      routesDirectory: "src/routes",
      generatedRouteTree: "src/routeTree.gen.ts",
      autoCodeSplitting: true,
    },
    web,
  )
  await new Generator({ config, root: web }).run()
}

module.exports = async function domainGenerator(tree, options) {
  const name = spellings(options.name)
  const agg = spellings(options.aggregate ?? options.name)
  const aggs = spellings(pluralOf(agg.kebab))
  if (tree.exists(`domains/${name.kebab}`)) throw new Error(`domains/${name.kebab} exists already`)
  const v = { name, agg, aggs, streamType: agg.squashed }
  generateFiles(tree, path.join(__dirname, "files"), ".", {
    ...v,
    tmpl: "",
    nameFile: name.kebab,
    aggFile: agg.kebab,
    aggsFile: aggs.kebab,
  })
  register(tree, v)
  const touched = tree.listChanges().map((change) => change.path)
  return async () => {
    if (!options.skipRouteTree) await regenerateRouteTree(tree.root)
    // the house's format and import order, so the new files read like the rest
    spawnSync("npx", ["biome", "check", "--write", ...touched], { cwd: tree.root, stdio: "inherit" })
    console.log(
      [
        "",
        `Domain ${name.kebab} written. Next:`,
        "  npm install                    (links @ignite/domain-" +
          name.kebab +
          " and @ignite/projection-" +
          name.kebab +
          ")",
        "  npm run lint && npm run typecheck",
        `  npx vitest run domains/${name.kebab} projections/${name.kebab} apps/gateway/src/${name.kebab}`,
        "Then make it the domain you need: the events, the decider's rules with their given/when/then tests,",
        "the read model's columns and queries, the spec's paths and messages.",
      ].join("\n"),
    )
  }
}
