import { createHmac } from "node:crypto"
import { AppError, govUserMessages, type VisionUserData } from "@ignite/contracts"
import { EncryptJWT, errors, jwtDecrypt } from "jose"

/** Tokens VISION mints for Ignite: issuer and audience, so a token minted for anything else is refused. */
const issuer = "vision"
const audience = "ignite"
/** How long a partner link lasts unless its minter says otherwise. */
export const defaultVisionTokenTtlSeconds = 15 * 60

/**
 * The key both systems share (docs/vision.md): `VISION_KEY`, 32 bytes in base64 or base64url. Without one
 * (development, tests) it is derived from the server's own secret, so `ignite vision token` can still mint.
 */
export const visionKeyFrom = (configured: string | undefined, serverSecret: Uint8Array): Uint8Array => {
  if (configured) {
    const key = Buffer.from(configured.replace(/-/g, "+").replace(/_/g, "/"), "base64")
    if (key.length !== 32) throw new Error("VISION_KEY must be 32 bytes in base64 or base64url")
    return new Uint8Array(key)
  }
  return new Uint8Array(createHmac("sha256", serverSecret).update("ignite vision partner key").digest())
}

const invalid = () => new AppError("InvalidVisionToken", govUserMessages.visionTokenInvalid)

/**
 * VISION's `q`: a compact JWE (dir, A256GCM) whose claims are the person (docs/vision.md). Tampered,
 * foreign (another key, issuer or audience) and expired tokens are refused with the spec-style messages.
 */
export const createVisionTokens = (key: Uint8Array, now: () => Date = () => new Date()) => ({
  async mint(person: VisionUserData, ttlSeconds = defaultVisionTokenTtlSeconds): Promise<string> {
    const issuedAt = Math.floor(now().getTime() / 1000)
    return new EncryptJWT({
      email: person.email.trim().toLowerCase(),
      firstName: person.firstName,
      lastName: person.lastName,
      position: person.position,
      organization: person.organization,
      emailValid: person.emailValid,
    })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setSubject(person.visionUserId)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .encrypt(key)
  },

  async open(token: string): Promise<VisionUserData> {
    try {
      const { payload } = await jwtDecrypt(token.trim(), key, {
        issuer,
        audience,
        currentDate: now(),
        keyManagementAlgorithms: ["dir"],
        contentEncryptionAlgorithms: ["A256GCM"],
      })
      const text = (value: unknown) =>
        typeof value === "string" && value.trim() !== "" ? value.trim() : null
      const visionUserId = text(payload.sub)
      const email = text(payload.email)?.toLowerCase()
      const firstName = text(payload.firstName)
      const lastName = text(payload.lastName)
      if (!visionUserId || !email || firstName === null || lastName === null) throw invalid()
      return {
        visionUserId,
        email,
        firstName,
        lastName,
        position: text(payload.position),
        organization: text(payload.organization),
        emailValid: payload.emailValid === true,
      }
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new AppError("ExpiredVisionToken", govUserMessages.visionTokenExpired)
      if (error instanceof AppError) throw error
      throw invalid()
    }
  },
})

export type VisionTokens = ReturnType<typeof createVisionTokens>
