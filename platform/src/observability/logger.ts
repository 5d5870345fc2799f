/**
 * Structured JSON logs, one object per line, the shape Fastify's logger (pino) writes too, so the gateway
 * and the background workers log alike.
 */
export interface Logger {
  info(fields: Record<string, unknown>, message: string): void
  warn(fields: Record<string, unknown>, message: string): void
  error(fields: Record<string, unknown>, message: string): void
  child(fields: Record<string, unknown>): Logger
}

const levels = { info: 30, warn: 40, error: 50 } as const

const serialize = (fields: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(fields))
    out[key] =
      value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value
  return out
}

export const createLogger = (
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
  enabled = true,
): Logger => {
  const log = (level: keyof typeof levels) => (fields: Record<string, unknown>, msg: string) => {
    if (!enabled) return
    write(JSON.stringify({ level: levels[level], time: Date.now(), ...base, ...serialize(fields), msg }))
  }
  return {
    info: log("info"),
    warn: log("warn"),
    error: log("error"),
    child: (fields) => createLogger({ ...base, ...fields }, write, enabled),
  }
}

export const silentLogger: Logger = createLogger({}, () => {}, false)
