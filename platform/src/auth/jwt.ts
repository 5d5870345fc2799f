import { randomBytes } from "node:crypto"
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { AppError } from "@ignite/contracts"
import { errors as joseErrors, jwtVerify, SignJWT } from "jose"

export type Role = "ignite" | "gov" | "admin" | "auditor" | "operator"

/** What a verified token says. `sid` names a server-side session, so sign-out can revoke it. */
export interface TokenClaims {
  readonly sub: string
  readonly roles: readonly Role[]
  readonly sid?: string
  readonly exp: number
}

export interface JwtKeys {
  sign(claims: Omit<TokenClaims, "exp">, ttlSeconds: number): Promise<string>
  verify(token: string): Promise<TokenClaims>
}

/**
 * JWT_SECRET when set (several gateways must share it); otherwise a secret generated once and kept in
 * DATA_DIR, readable only by its owner, so tokens survive restarts of the embedded app.
 */
export const loadJwtSecret = (config: { jwtSecret?: string; dataDir: string }): Uint8Array => {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret)
  const file = join(config.dataDir, "jwt-secret")
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true })
    writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 })
    chmodSync(file, 0o600)
  }
  return new TextEncoder().encode(readFileSync(file, "utf8").trim())
}

const issuer = "ignite"

/** Verified tokens kept, so a client's every request does not pay for the signature check again. */
const verifiedCacheSize = 20_000

export const createJwtKeys = (secret: Uint8Array): JwtKeys => {
  // token -> its claims; a token is only ever entered here after its signature checked out
  const verified = new Map<string, TokenClaims>()
  const keys: JwtKeys = {
    async sign(claims, ttlSeconds) {
      return new SignJWT({ roles: claims.roles, ...(claims.sid ? { sid: claims.sid } : {}) })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret)
    },
    async verify(token) {
      const known = verified.get(token)
      if (known) {
        if (known.exp * 1000 > Date.now()) return known
        verified.delete(token)
        throw new AppError("ExpiredToken")
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ["HS256"] })
        if (
          typeof payload.sub !== "string" ||
          !Array.isArray(payload.roles) ||
          typeof payload.exp !== "number"
        )
          throw new AppError("InvalidToken")
        const claims: TokenClaims = {
          sub: payload.sub,
          roles: payload.roles as Role[],
          sid: typeof payload.sid === "string" ? payload.sid : undefined,
          exp: payload.exp,
        }
        if (verified.size >= verifiedCacheSize) verified.delete(verified.keys().next().value as string)
        verified.set(token, claims)
        return claims
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw new AppError("ExpiredToken")
        if (error instanceof AppError) throw error
        throw new AppError("InvalidToken")
      }
    },
  }
  return keys
}
