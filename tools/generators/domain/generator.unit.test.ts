import { execFileSync } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

const repo = resolve(import.meta.dirname, "../../..")

/**
 * A copy of the working tree to generate into: every tracked and untracked file (not ignored ones), and a
 * node_modules whose packages are the repository's but whose @ignite links point into the copy, as npm
 * install would make them there.
 */
const scratchCopy = () => {
  const dir = mkdtempSync(join(tmpdir(), "ignite-generator-"))
  execFileSync(
    "bash",
    ["-c", `git ls-files -co --exclude-standard -z | tar --null -T - -cf - | tar -xf - -C "${dir}"`],
    {
      cwd: repo,
    },
  )
  mkdirSync(join(dir, "node_modules/@ignite"), { recursive: true })
  for (const entry of readdirSync(join(repo, "node_modules")))
    if (entry !== "@ignite") symlinkSync(join(repo, "node_modules", entry), join(dir, "node_modules", entry))
  for (const entry of readdirSync(join(repo, "node_modules/@ignite")))
    symlinkSync(
      readlinkSync(join(repo, "node_modules/@ignite", entry)),
      join(dir, "node_modules/@ignite", entry),
    )
  return dir
}

// the nested tools run as in a terminal of their own: no vitest worker's variables, no forced colours
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST") && name !== "FORCE_COLOR"),
)
// some tools colour their output in CI whatever NO_COLOR says: the escapes are taken out before reading it
const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g")
const run = (dir: string, command: string, args: string[]) =>
  execFileSync(command, args, {
    cwd: dir,
    encoding: "utf8",
    stdio: "pipe",
    env: { ...env, NX_DAEMON: "false", NO_COLOR: "1", FORCE_COLOR: "0" },
  }).replace(colours, "")

/**
 * The domain generator, run into a scratch copy as a developer runs it: what it writes passes the format and
 * lint check CI runs, the layer check, the typecheck CI runs, and its own decider tests.
 */
describe("the domain generator", () => {
  const dir = scratchCopy()
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it("writes a domain that passes lint, the layer check, typecheck, its decider and its page's tests", () => {
    const output = run(dir, "npx", [
      "nx",
      "g",
      "@ignite/tools:domain",
      "widget",
      "--aggregate=gadget",
      "--no-interactive",
    ])
    expect(output).toContain("CREATE domains/widget/src/gadget.decide.ts")
    // what `npm install` does for the two new workspaces
    symlinkSync("../../domains/widget", join(dir, "node_modules/@ignite/domain-widget"))
    symlinkSync("../../projections/widget", join(dir, "node_modules/@ignite/projection-widget"))

    // what it wrote and edited, as CI checks it (the rest of the tree is CI's own business)
    const touched = [...output.matchAll(/^(?:CREATE|UPDATE) (\S+)$/gm)].map((line) => line[1]!)
    expect(touched.length).toBeGreaterThan(30)
    run(dir, "npx", ["biome", "ci", "--colors=off", "--files-ignore-unknown=true", ...touched])
    expect(run(dir, "node", ["tools/scripts/check-layers.mjs"])).toContain("every import within its layer")
    // the typecheck CI runs: the Node workspaces as one program (the new domain's among them), then the web app
    run(dir, "npx", ["tsc", "-p", ".", "--noEmit"])
    run(dir, "npx", ["tsc", "-p", "apps/web", "--noEmit"])
    // the decider's given/when/then tests and the web page's component tests (the projection's and the
    // gateway's integration tests need a database: the generated domain's own first run of `npm test` has them)
    const tests = run(dir, "npx", [
      "vitest",
      "run",
      "--project",
      "unit",
      "--project",
      "web",
      "domains/widget",
      "apps/web/src/features/widget",
    ])
    expect(tests).toMatch(/Tests\s+6 passed/)
  }, 600_000)
})
