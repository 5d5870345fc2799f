import { randomBytes } from "node:crypto"
import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runMigrations } from "../sql/migrations"
import { driverName, openTestSql } from "../testing"
import { type Captcha, captchaMigration, createCaptcha } from "./captcha"

describe(`ALTCHA captcha on ${driverName()}`, () => {
  let sql: Awaited<ReturnType<typeof openTestSql>>
  let captcha: Captcha

  beforeAll(async () => {
    sql = await openTestSql()
    await runMigrations(sql, [captchaMigration])
    captcha = createCaptcha({ mode: "altcha", secret: randomBytes(32), sql, cost: 100 })
  })
  afterAll(() => sql.dispose())

  const solve = async (source: Captcha = captcha) => {
    const challenge = await source.challenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64")
  }

  it("accepts a solved challenge once", async () => {
    const token = await solve()
    await expect(captcha.verify(token)).resolves.toBeUndefined()
    await expect(captcha.verify(token)).rejects.toMatchObject({ code: "InvalidCaptcha", status: 400 })
  })

  it("refuses missing, malformed and foreign tokens", async () => {
    await expect(captcha.verify(undefined)).rejects.toMatchObject({ code: "InvalidCaptcha" })
    await expect(captcha.verify("not base64 json")).rejects.toMatchObject({ code: "InvalidCaptcha" })
    const other = createCaptcha({ mode: "altcha", secret: randomBytes(32), sql, cost: 100 })
    await expect(captcha.verify(await solve(other))).rejects.toMatchObject({ code: "InvalidCaptcha" })
  })

  it("accepts anything when turned off", async () => {
    const off = createCaptcha({ mode: "off", secret: randomBytes(32), sql })
    await expect(off.verify(undefined)).resolves.toBeUndefined()
  })
})
