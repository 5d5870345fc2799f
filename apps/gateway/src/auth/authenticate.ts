import { AppError, type AuthErrorCode } from "@ignite/contracts"
import type { JwtKeys, Role, TokenClaims } from "./jwt"

/**
 * Who is calling. A bad or expired token does not fail public calls; it is kept so that any call
 * needing a user answers with the precise 401 code (ExpiredToken vs InvalidToken vs MissingToken).
 */
export type Auth =
  | { readonly kind: "anonymous" }
  | { readonly kind: "rejected"; readonly code: AuthErrorCode }
  | { readonly kind: "token"; readonly claims: TokenClaims; readonly token: string }

/** Later capabilities plug in here: session revocation, confirmation and terms checks. */
export type SessionCheck = (claims: TokenClaims) => Promise<AuthErrorCode | undefined>

export const authenticate = async (
  keys: JwtKeys,
  authorization: string | undefined,
  checkSession?: SessionCheck,
): Promise<Auth> => {
  if (!authorization || authorization.trim() === "") return { kind: "anonymous" }
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim())
  if (!match) return { kind: "rejected", code: "InvalidToken" }
  const token = match[1]!
  try {
    const claims = await keys.verify(token)
    const problem = await checkSession?.(claims)
    if (problem) return { kind: "rejected", code: problem }
    return { kind: "token", claims, token }
  } catch (error) {
    if (error instanceof AppError && (error.code === "ExpiredToken" || error.code === "InvalidToken"))
      return { kind: "rejected", code: error.code as "ExpiredToken" | "InvalidToken" }
    throw error
  }
}

/** The one rule for protected calls, used by tRPC middleware, REST routes and the websocket. */
export const requireRole = (auth: Auth, roles?: readonly Role[]): TokenClaims => {
  if (auth.kind === "anonymous") throw new AppError("MissingToken")
  if (auth.kind === "rejected") throw new AppError(auth.code)
  if (roles && !roles.some((role) => auth.claims.roles.includes(role))) throw new AppError("Forbidden")
  return auth.claims
}
