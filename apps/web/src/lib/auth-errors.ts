import { type AuthErrorCode, authErrorCodes } from "@ignite/contracts/texts"
import { errorCodeOf } from "./api-error"

export type { AuthErrorCode }

export const authErrorCodeOf = (error: unknown): AuthErrorCode | undefined => {
  const code = errorCodeOf(error)
  return (authErrorCodes as readonly (string | undefined)[]).includes(code)
    ? (code as AuthErrorCode)
    : undefined
}

export const isAuthError = (error: unknown) => authErrorCodeOf(error) !== undefined

export interface AuthErrorEvent {
  readonly code: AuthErrorCode
  /** The failed call's input: a sign-in's email lets the confirmation screen prefill it. */
  readonly input?: unknown
}

type AuthErrorHandler = (event: AuthErrorEvent) => void

let handler: AuthErrorHandler | undefined
// Calls can fail before the app has mounted its handler (the gate's first session check); those wait.
let waiting: AuthErrorEvent[] = []

/** Called by the query and mutation caches for every failed call that carries an authorization code. */
export const reportAuthError = (event: AuthErrorEvent) => {
  if (handler) handler(event)
  else waiting.push(event)
}

/** Installs the one handler of authorization failures; answers the uninstaller. */
export const handleAuthErrorsWith = (next: AuthErrorHandler) => {
  handler = next
  const queued = waiting
  waiting = []
  for (const event of queued) next(event)
  return () => {
    if (handler === next) handler = undefined
  }
}
