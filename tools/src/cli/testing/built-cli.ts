import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { rm } from "node:fs/promises"
import { resolve } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll } from "vitest"

const run = promisify(execFile)
const root = resolve(import.meta.dirname, "../../../..")

/**
 * The `ignite` CLI as `npm run build:server` compiles it (dist/server/ignite.mjs, the one operators run), built
 * for the calling test file into a folder of its own under .tmp and removed after it. A test that runs the CLI many
 * times runs this one: each start skips tsx's transpiling and module hooks (`--help`: 2.5 s through tools/bin,
 * 1.0 s compiled; a command on an embedded database: 4.2 s and 2.7 s). The folder is inside the repository, as the
 * build requires, so the packages resolve from its node_modules.
 *
 * Called at the top of a test file, it registers that file's hooks and returns the CLI's path (valid from the file's
 * beforeAll on). The hooks, not this module, hold the folder: test files run in threads of one process (no pid of
 * their own) and share their modules (isolate: false), so a folder kept at module level would be one file's build
 * that the file's clean-up takes from the next.
 */
export const useBuiltCli = (timeout = 120_000) => {
  const outdir = `.tmp/cli-build-${randomUUID()}`
  const path = resolve(root, outdir, "ignite.mjs")
  beforeAll(async () => {
    await run(process.execPath, ["tools/scripts/build-server.mjs", "--outdir", outdir], { cwd: root })
  }, timeout)
  afterAll(() => rm(resolve(root, outdir), { recursive: true, force: true }))
  return path
}
