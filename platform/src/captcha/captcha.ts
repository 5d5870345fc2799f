import { createHmac } from "node:crypto"
import { AppError, captchaMessages } from "@ignite/contracts"
import type { Challenge, Payload } from "altcha-lib"
import { createChallenge, randomInt, verifySolution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import type { Sql } from "../sql/sql"

/**
 * ALTCHA, self-hosted: the browser solves a small proof-of-work, signed by our key; forms carry the
 * solution in the spec's `recaptchaToken` field (base64 JSON). Each solved challenge is accepted once.
 * CAPTCHA=off (refused in production by config) accepts any token, for local development and tests.
 */
export const captchaMigration = {
  id: "platform/004_used_captchas",
  sql: `create table used_captchas (
    signature text primary key,
    expires_at timestamptz not null
  )`,
}

export interface Captcha {
  readonly mode: "altcha" | "off"
  challenge(): Promise<Challenge>
  /** Throws AppError InvalidCaptcha unless the token solves one of our challenges not used before. */
  verify(token: string | undefined): Promise<void>
}

const ttlSeconds = 10 * 60

export const createCaptcha = (options: {
  mode: "altcha" | "off"
  secret: Uint8Array
  sql: Sql
  cost?: number
}): Captcha => {
  const derive = (label: string) => createHmac("sha256", options.secret).update(label).digest("base64url")
  const hmacSignatureSecret = derive("ignite:altcha:signature")
  const hmacKeySignatureSecret = derive("ignite:altcha:key-signature")
  const invalid = () =>
    new AppError("InvalidCaptcha", undefined, [{ path: "recaptchaToken", message: captchaMessages.required }])

  return {
    mode: options.mode,
    challenge: () =>
      createChallenge({
        algorithm: "PBKDF2/SHA-256",
        cost: options.cost ?? 5_000,
        counter: randomInt(5_000, 10_000),
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),
    async verify(token) {
      if (options.mode === "off") return
      if (!token || token.length > 10_000) throw invalid()
      let payload: Payload
      try {
        payload = JSON.parse(Buffer.from(token, "base64").toString("utf8")) as Payload
      } catch {
        throw invalid()
      }
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).catch(() => ({ verified: false }))
      if (!result.verified || !payload.challenge.signature) throw invalid()
      await options.sql.query("delete from used_captchas where expires_at < now()")
      const fresh = await options.sql.query(
        `insert into used_captchas (signature, expires_at) values ($1, now() + make_interval(secs => $2))
         on conflict (signature) do nothing returning signature`,
        [payload.challenge.signature, ttlSeconds],
      )
      if (fresh.length === 0) throw invalid()
    },
  }
}
