import { AppError, type AuthErrorCode } from "@ignite/contracts"
import type { JwtKeys, Role, TokenClaims } from "./jwt"

/**
 * Who is calling. A bad or expired token does not fail public calls; it is kept so that any call
 * needing a user answers with the precise 401 code (ExpiredToken vs InvalidToken vs MissingToken).
 */
export type Gate = "UnconfirmedEmail" | "MissingTermsPrivacy"

export type Auth =
  | { readonly kind: "anonymous" }
  | { readonly kind: "rejected"; readonly code: AuthErrorCode }
  | { readonly kind: "token"; readonly claims: TokenClaims; readonly token: string; readonly gate?: Gate }

/**
 * The identity capability answers for a token's session: revoked or expired (reject), or alive but the
 * user may not use the app yet (gate: unconfirmed email, unsigned terms).
 */
export type SessionCheck = (
  claims: TokenClaims & { sid: string },
) => Promise<{ reject?: AuthErrorCode; gate?: Gate }>

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
    const verdict = await checkSession({ ...claims, sid: claims.sid })
    if (verdict.reject) return { kind: "rejected", code: verdict.reject }
    return { kind: "token", claims, token, gate: verdict.gate }
  } catch (error) {
    if (error instanceof AppError && (error.code === "ExpiredToken" || error.code === "InvalidToken"))
      return { kind: "rejected", code: error.code as "ExpiredToken" | "InvalidToken" }
    throw error
  }
}

/**
 * The one rule for protected calls, used by tRPC middleware, REST routes and the websocket. Gated users
 * (unconfirmed, terms unsigned) get the gate's 401 except on the few calls that let them pass it.
 */
export const requireRole = (
  auth: Auth,
  roles?: readonly Role[],
  passes: readonly Gate[] = [],
): TokenClaims & { gate?: Gate } => {
  if (auth.kind === "anonymous") throw new AppError("MissingToken")
  if (auth.kind === "rejected") throw new AppError(auth.code)
  if (auth.gate && !passes.includes(auth.gate)) throw new AppError(auth.gate)
  if (roles && !roles.some((role) => auth.claims.roles.includes(role))) throw new AppError("Forbidden")
  return { ...auth.claims, gate: auth.gate }
}

export const allGates: readonly Gate[] = ["UnconfirmedEmail", "MissingTermsPrivacy"]
