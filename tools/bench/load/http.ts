/**
 * The bench's one way to call the app: fetch with a deadline, the body read whole, any status but 2xx (a 429
 * too: the bench's pace keeps under every limit) or a network failure reported as a `CallError`.
 */

const deadlineMs = 30_000

export class CallError extends Error {
  constructor(
    readonly what: string,
    /** The HTTP status, or 0 for a network failure or the deadline. */
    readonly status: number,
    detail: string,
  ) {
    super(`${what} ${status === 0 ? "failed" : `answered ${status}`}: ${detail.slice(0, 300)}`)
  }
}

export interface CallOptions {
  readonly token?: string
  readonly body?: unknown
  /** The address the request comes from, for an app that trusts 127.0.0.1 as a proxy. */
  readonly forwardedFor?: string
}

const bodyOf = (body: unknown): { body?: FormData | string; headers?: Record<string, string> } =>
  body === undefined
    ? {}
    : body instanceof FormData
      ? { body }
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }

/** One call; answers the response (its body already read as text) or throws a CallError. */
export const send = async (url: string, method: string, path: string, options: CallOptions = {}) => {
  const what = `${method} ${path.split("?")[0]}`
  const { body, headers: bodyHeaders } = bodyOf(options.body)
  let response: Response
  let text: string
  try {
    response = await fetch(`${url}${path}`, {
      method,
      body,
      headers: {
        accept: "application/json",
        ...bodyHeaders,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
      },
      signal: AbortSignal.timeout(deadlineMs),
    })
    text = await response.text()
  } catch (error) {
    throw new CallError(what, 0, error instanceof Error ? error.message : String(error))
  }
  if (response.status < 200 || response.status > 299) throw new CallError(what, response.status, text)
  return { response, text }
}

/** One call answering JSON. */
export const call = async <T>(url: string, method: string, path: string, options: CallOptions = {}) => {
  const { text } = await send(url, method, path, options)
  return (text ? JSON.parse(text) : undefined) as T
}

/** A password sign-in over HTTP, as the web signs in: answers the session token. */
export const signIn = async (url: string, email: string, password: string, forwardedFor: string) => {
  const { response } = await send(url, "POST", "/api/v1/users/sign_in", {
    body: { user: { email, password } },
    forwardedFor,
  })
  const header = response.headers.get("authorization")
  if (!header?.startsWith("Bearer ")) throw new CallError("POST /api/v1/users/sign_in", 200, "no token")
  return header.slice("Bearer ".length)
}
