import { AppError, type AuthErrorCode } from "@ignite/contracts"
import type { Gate, SessionVerdict } from "@ignite/domain-identity"
import type { JwtKeys, TokenClaims } from "@ignite/platform"

/**
 * Who is calling. A bad or expired token does not fail public calls; it is kept so that any call
 * needing a user answers with the precise 401 code (ExpiredToken vs InvalidToken vs MissingToken).
 */
export type Auth =
  | { readonly kind: "anonymous" }
  | { readonly kind: "rejected"; readonly code: AuthErrorCode }
  | { readonly kind: "token"; readonly claims: TokenClaims; readonly token: string; readonly gate?: Gate }

/** Identity and policies answer for a token's session: revoked or expired (reject), gated, or the app. */
export type SessionCheck = (userId: string, sessionId: string) => Promise<SessionVerdict>

export const authenticate = async (
  keys: JwtKeys,
  authorization: string | undefined,
  checkSession: SessionCheck,
): Promise<Auth> => {
  if (!authorization || authorization.trim() === "") return { kind: "anonymous" }
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
  if (!match) return { kind: "rejected", code: "InvalidToken" }
  const token = match[1]!
  try {
    const claims = await keys.verify(token)
    // Only operator tokens (minted by the CLI from the key in DATA_DIR) live without a server-side session.
    if (!claims.sid)
      return claims.roles.includes("operator")
        ? { kind: "token", claims, token }
        : { kind: "rejected", code: "InvalidToken" }
    const verdict = await checkSession(claims.sub, claims.sid)
    if (verdict.reject) return { kind: "rejected", code: verdict.reject }
    return { kind: "token", claims, token, gate: verdict.gate }
  } catch (error) {
    if (error instanceof AppError && (error.code === "ExpiredToken" || error.code === "InvalidToken"))
      return { kind: "rejected", code: error.code as "ExpiredToken" | "InvalidToken" }
    throw error
  }
}
