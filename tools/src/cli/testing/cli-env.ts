import { execFile } from "node:child_process"
import { promisify } from "node:util"

/**
 * The environment a CLI test starts the CLI in: an embedded database of its own under `dataDir` (what the
 * test writes never reaches a shared one) and a fixed signing secret.
 */
export const embeddedCliEnv = (dataDir: string) => ({
  ...process.env,
  JWT_SECRET: "cli-test-secret-cli-test-secret",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
})

/** Runs the CLI with `--json` and reads its answer. */
export const runCliJson = async <T>(cli: string, args: readonly string[], env: NodeJS.ProcessEnv) =>
  JSON.parse((await promisify(execFile)("node", [cli, "--json", ...args], { env })).stdout) as T
