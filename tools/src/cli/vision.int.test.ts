import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { createVisionTokens, visionKeyFrom } from "@ignite/domain-govusers"
import { describe, expect, it } from "vitest"
import { useBuiltCli } from "./testing/built-cli"

const run = promisify(execFile)
const env = { ...process.env, JWT_SECRET: "cli-test-secret-cli-test-secret", DATA_DIR: ".tmp/cli-vision" }

describe("ignite vision token", () => {
  const cli = useBuiltCli()

  it("mints a token the server opens with the same key, bound to the email", async () => {
    const { stdout } = await run(
      "node",
      [
        cli,
        "--json",
        "vision",
        "token",
        "--email",
        "Pat@Partner.example",
        "--vision-user-id",
        "v-9",
        "--ttl",
        "120",
      ],
      { env },
    )
    const minted = JSON.parse(stdout) as { q: string; url: string; expiresInSeconds: number }
    expect(minted.url).toBe(`http://localhost:3000/signup_or_signin?q=${minted.q}`)
    const key = visionKeyFrom(undefined, new TextEncoder().encode(env.JWT_SECRET))
    expect(await createVisionTokens(key).open(minted.q)).toMatchObject({
      visionUserId: "v-9",
      email: "pat@partner.example",
      emailValid: true,
    })
    // a configured VISION_KEY is used instead, so the derived key no longer opens it
    const configured = Buffer.alloc(32, 3).toString("base64")
    const other = JSON.parse(
      (
        await run("node", [cli, "--json", "vision", "token", "--email", "pat@partner.example"], {
          env: { ...env, VISION_KEY: configured },
        })
      ).stdout,
    ) as { q: string }
    await expect(createVisionTokens(key).open(other.q)).rejects.toMatchObject({ code: "InvalidVisionToken" })
    expect(await createVisionTokens(visionKeyFrom(configured, new Uint8Array())).open(other.q)).toMatchObject(
      {
        email: "pat@partner.example",
      },
    )
  })

  it("refuses an invalid email", async () => {
    await expect(run("node", [cli, "vision", "token", "--email", "nope"], { env })).rejects.toMatchObject({
      stderr: expect.stringContaining("Provide a valid email"),
    })
  })
})
