import type { FastifyRequest } from "fastify"
import pino from "pino"

/**
 * Query parameters that carry secrets or personal text: session tokens (`/cable?jwt=`), mailed link tokens
 * (REST and the app's own pages, in both spellings), stored files' signatures (whoever holds a signed
 * address may load the file) and search text. Compared without regard to case.
 */
const secretNames = new Set(
  [
    "jwt",
    "confirmation_token",
    "confirmationToken",
    "reset_password_token",
    "resetPasswordToken",
    "invite_token",
    "inviteToken",
    "claim_token",
    "claimToken",
    "signature",
    "q",
  ].map((name) => name.toLowerCase()),
)
const redacted = "[redacted]"

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "))
  } catch {
    return name
  }
}

const isSecretName = (name: string) => secretNames.has(decodedName(name).toLowerCase())

/**
 * A tRPC query's `input` is JSON in the URL: its fields of the same names are redacted inside it, and the
 * address search's `input` (what a person typed, maybe their home). REST's `?input=` is not JSON, so it is
 * redacted whole below.
 */
const redactJson = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redactJson)
  if (typeof value !== "object" || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      isSecretName(key) || key === "input" ? redacted : redactJson(field),
    ]),
  )
}

const redactInput = (encoded: string) => {
  try {
    return encodeURIComponent(JSON.stringify(redactJson(JSON.parse(decodedName(encoded)))))
  } catch {
    // not JSON: tRPC will refuse it, and what it holds is unknown
    return redacted
  }
}

/** The URL as it may be logged: every secret query value replaced by `[redacted]`, the rest untouched. */
export const redactUrl = (url: string): string => {
  const start = url.indexOf("?")
  if (start === -1) return url
  const query = url
    .slice(start + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=")
      if (equals === -1) return pair
      const name = pair.slice(0, equals)
      if (isSecretName(name)) return `${name}=${redacted}`
      if (decodedName(name) === "input") return `${name}=${redactInput(pair.slice(equals + 1))}`
      return pair
    })
    .join("&")
  return `${url.slice(0, start)}?${query}`
}

// name=value after ? or & anywhere in a line; a value ends where a URL or a JSON string would end it
const queryPair = /([?&])([^=&?#\s"'\\]+)=([^&#\s"'\\]*)/g

/** Secret query values redacted in free text: log messages, error messages and stacks that quote a URL. */
export const redactQueryText = (text: string): string =>
  text.includes("=")
    ? text.replace(queryPair, (pair, separator: string, name: string) =>
        isSecretName(name) ? `${separator}${name}=${redacted}` : pair,
      )
    : text

/**
 * Every line the gateway's logger writes passes through here, so a URL quoted by Fastify or an error
 * ("Route GET:/cable?jwt=… not found") is redacted as well as the request's own.
 */
export const redactingDestination = (destination: { write(line: string): unknown }) => ({
  write: (line: string) => {
    destination.write(redactQueryText(line))
  },
})

/** Fastify's request serializer, with the URL redacted (a tRPC query's JSON input included). */
export const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
})

let stdout: ReturnType<typeof pino.destination> | undefined

/**
 * Standard output as the request log's destination, one per process (every gateway of the process shares it).
 * Lines are gathered up to 8 KiB and written together, and at least every 250 ms (under load SonicBoom gathers
 * lines during a write anyway; this also holds them back when the app is quiet). What is still gathered is
 * written when the process exits, however it exits, and when a gateway closes (its onClose hook).
 */
export const stdoutRequestLog = () => {
  if (stdout) return stdout
  const destination = pino.destination({ dest: 1, sync: false, minLength: 8_192, periodicFlush: 250 })
  process.once("exit", () => {
    try {
      destination.flushSync()
    } catch {
      // destroyed or never opened: nothing left to write
    }
  })
  stdout = destination
  return destination
}
