import { isIP } from "node:net"
import { join, resolve } from "node:path"

/** Everything is optional (ARCHITECTURE.md "Configuration"); defaults give the embedded single-process app. */
export interface Config {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly filesDir: string
  readonly databaseUrl?: string
  /** The PostgreSQL schema every table lives in (several systems can share one database). */
  readonly databaseSchema?: string
  /**
   * PostgreSQL cancels a statement of Ignite's that runs (or waits for a lock) longer than this, so a slow or
   * locked database answers 503 in bounded time and gives its connection back; 0 turns the limit off.
   */
  readonly databaseStatementTimeoutMs: number
  readonly natsUrl?: string
  readonly kafkaBrokers?: string
  readonly smtpUrl?: string
  readonly captcha: "altcha" | "off"
  /** PBKDF2 iterations per captcha guess: about 5 s of a phone's idle time at the default. */
  readonly captchaCost: number
  readonly jwtSecret?: string
  readonly nodeEnv: string
  readonly production: boolean
  /**
   * What this process does (ROLE): `all` serves HTTP and runs the projections, reactors and relay (the
   * default, one process for everything); `gateway` only serves; `worker` only runs them. Several of each may
   * run against one PostgreSQL: every subscription is owned by one live process at a time (its lease).
   */
  readonly role: ProcessRole
  /** Run projections and reactors in this process: every role but `gateway`. */
  readonly runWorkers: boolean
  /**
   * Keeps several Ignite systems apart on one NATS server (BUS_NAMESPACE): their own JetStream stream and
   * subject prefix. Unset: the stream IGNITE_EVENTS under `ignite.events`.
   */
  readonly busNamespace?: string
  readonly webDist: string
  /** Where people reach the app: the base of links in mails. */
  readonly publicUrl: string
  /** Outside production, a fresh database gets demo data (SEED=none or DEMO_DATA=false turns it off). */
  readonly demoData: boolean
  /** Creates (once) a confirmed admin at start-up. */
  readonly admin?: { readonly email: string; readonly password: string }
  readonly logLevel: "info" | "silent"
  /**
   * Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, or proxy-addr's names `loopback`,
   * `linklocal`, `uniquelocal`). None by default: the client is the connection's peer, so a client cannot
   * name itself anew per request to slip past per-IP limits.
   */
  readonly trustedProxies: readonly string[]
  /**
   * The maps service's key: the server's address search (platform/src/maps) calls the Places web service
   * with it, and GET /api/v1/site_settings hands it to the web app, which offers address search when it is
   * set. Not logged: it is billed per use, so it reaches browsers only through that answer.
   */
  readonly mapsApiKey?: string
  /**
   * The Places web service the server asks for address suggestions and details (MAPS_API_URL; Google's by
   * default). Tests and compatible providers point it elsewhere.
   */
  readonly mapsApiUrl?: string
  /** The key shared with the VISION partner program (32 bytes, base64): its `q` tokens are JWEs under it. */
  readonly visionKey?: string
  /**
   * Where people sign in to VISION (or ask for an account) and open Ignite from: /signup/choice sends them
   * there to come back with a token. Unset, those choices say to open Ignite from VISION.
   */
  readonly visionUrl?: string
  /** The documentation and support site the web app links to (SUPPORT_URL), handed out with the site settings. */
  readonly supportUrl: string
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : undefined)

/** An address browsers are sent to: http(s) only, so a setting can never become a script link. */
export type ProcessRole = "all" | "gateway" | "worker"

/**
 * ROLE, or the older RUN_WORKERS=false for a gateway that only serves. A ROLE that says otherwise than
 * RUN_WORKERS is a mistake to name, not to guess about.
 */
const roleOf = (env: NodeJS.ProcessEnv): ProcessRole => {
  const role = nonEmpty(env.ROLE)
  const runWorkers = nonEmpty(env.RUN_WORKERS)
  if (role === undefined) return runWorkers === "false" ? "gateway" : "all"
  if (role !== "all" && role !== "gateway" && role !== "worker")
    throw new Error(`ROLE must be gateway, worker or all: ${role}`)
  if (runWorkers === "false" && role !== "gateway")
    throw new Error(`RUN_WORKERS=false contradicts ROLE=${role}: a gateway only serves (ROLE=gateway)`)
  return role
}

const httpUrlOf = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new Error(`${name} must be an http(s) address`)
  return url.href
}

const proxyNames = new Set(["loopback", "linklocal", "uniquelocal"])

const isProxyAddress = (entry: string) => {
  if (proxyNames.has(entry)) return true
  const [address = "", prefix, ...rest] = entry.split("/")
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  // a prefix length, or an IPv4 netmask as proxy-addr also takes
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (family === 4 ? 32 : 128)
  return family === 4 && isIP(prefix) === 4
}

const trustedProxiesOf = (value: string | undefined): string[] => {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
  const bad = entries.filter((entry) => !isProxyAddress(entry))
  if (bad.length > 0)
    throw new Error(`TRUSTED_PROXIES must list IP addresses or CIDR ranges: ${bad.join(", ")}`)
  return entries
}

/** Values that appear in samples, docs or tests: a secret anyone can read is no secret. */
const knownSecrets = [
  "change-me-to-a-long-random-secret",
  "changeme",
  "change-me",
  "secret",
  "jwt-secret",
  "cli-test-secret-cli-test-secret",
  "bench-secret-bench-secret-bench-secret",
]
export const minJwtSecretLength = 32
export const defaultSupportUrl = "https://support.ignite.example/docs"

/**
 * What production must be given, refused at start rather than discovered later (issue 26): a JWT secret of
 * its own (with a known one anyone mints operator tokens), the VISION key (else it would be derived from the
 * JWT secret), where people reach the app (else mailed links point at localhost) and SMTP (else mail goes to a
 * mailbox only the server can read). Each problem named, all at once.
 */
const productionProblems = (env: NodeJS.ProcessEnv): string[] => {
  const problems: string[] = []
  const secret = nonEmpty(env.JWT_SECRET)
  if (!secret) problems.push("JWT_SECRET is required (a long random value, e.g. `openssl rand -base64 48`)")
  else if (secret.length < minJwtSecretLength)
    problems.push(`JWT_SECRET must be at least ${minJwtSecretLength} characters`)
  else if (knownSecrets.includes(secret.toLowerCase()) || /change.?me/i.test(secret))
    problems.push("JWT_SECRET is a sample value: generate one of your own")
  const visionKey = nonEmpty(env.VISION_KEY)
  if (!visionKey) problems.push("VISION_KEY is required (32 random bytes, base64: `openssl rand -base64 32`)")
  else if (Buffer.from(visionKey, "base64").length !== 32)
    problems.push("VISION_KEY must be 32 bytes, base64")
  if (!nonEmpty(env.PUBLIC_URL))
    problems.push("PUBLIC_URL is required (where people reach Ignite: mailed links)")
  if (!nonEmpty(env.SMTP_URL)) problems.push("SMTP_URL is required (smtp://user:pass@host:port)")
  return problems
}

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const nodeEnv = nonEmpty(env.NODE_ENV) ?? "development"
  const production = nodeEnv === "production"
  const dataDir = resolve(nonEmpty(env.DATA_DIR) ?? ".data")
  const role = roleOf(env)
  const busNamespace = nonEmpty(env.BUS_NAMESPACE)
  if (busNamespace !== undefined && !/^[a-z][a-z0-9_]{0,40}$/.test(busNamespace))
    throw new Error(
      `BUS_NAMESPACE must be lower-case letters, digits and underscores, starting with a letter: ${busNamespace}`,
    )
  const captcha = nonEmpty(env.CAPTCHA) === "off" ? "off" : "altcha"
  if (captcha === "off" && production) throw new Error("CAPTCHA=off is not allowed in production")
  if (production) {
    const problems = productionProblems(env)
    if (problems.length > 0)
      throw new Error(
        `Ignite will not start in production until it is configured:\n- ${problems.join("\n- ")}`,
      )
  }
  const captchaCost = Number(nonEmpty(env.CAPTCHA_COST) ?? 5_000)
  if (!Number.isInteger(captchaCost) || captchaCost < 1 || captchaCost > 1_000_000)
    throw new Error(`CAPTCHA_COST must be a whole number from 1 to 1000000: ${env.CAPTCHA_COST}`)
  const statementTimeoutMs = Number(nonEmpty(env.DATABASE_STATEMENT_TIMEOUT_MS) ?? 30_000)
  if (!Number.isInteger(statementTimeoutMs) || statementTimeoutMs < 0)
    throw new Error(
      `DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds (0: no limit): ${env.DATABASE_STATEMENT_TIMEOUT_MS}`,
    )
  const port = Number(nonEmpty(env.PORT) ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number: ${env.PORT}`)
  return {
    port,
    // development answers this machine only (the dev mailbox holds every reset and claim link); production,
    // behind its balancer, every interface
    host: nonEmpty(env.HOST) ?? (production ? "0.0.0.0" : "127.0.0.1"),
    dataDir,
    filesDir: resolve(nonEmpty(env.FILES_DIR) ?? join(dataDir, "files")),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databaseSchema: nonEmpty(env.DATABASE_SCHEMA),
    databaseStatementTimeoutMs: statementTimeoutMs,
    natsUrl: nonEmpty(env.NATS_URL),
    kafkaBrokers: nonEmpty(env.KAFKA_BROKERS),
    smtpUrl: nonEmpty(env.SMTP_URL),
    captcha,
    captchaCost,
    jwtSecret: nonEmpty(env.JWT_SECRET),
    nodeEnv,
    production,
    role,
    runWorkers: role !== "gateway",
    busNamespace,
    webDist: resolve(nonEmpty(env.WEB_DIST) ?? "apps/web/dist"),
    demoData: !production && nonEmpty(env.DEMO_DATA) !== "false" && nonEmpty(env.SEED) !== "none",
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${port}`).replace(/\/$/, ""),
    admin:
      nonEmpty(env.ADMIN_EMAIL) && nonEmpty(env.ADMIN_PASSWORD)
        ? { email: nonEmpty(env.ADMIN_EMAIL)!.toLowerCase(), password: nonEmpty(env.ADMIN_PASSWORD)! }
        : undefined,
    logLevel: nonEmpty(env.LOG_LEVEL) === "silent" ? "silent" : "info",
    trustedProxies: trustedProxiesOf(env.TRUSTED_PROXIES),
    mapsApiKey: nonEmpty(env.MAPS_API_KEY),
    mapsApiUrl: httpUrlOf(nonEmpty(env.MAPS_API_URL), "MAPS_API_URL"),
    visionKey: nonEmpty(env.VISION_KEY),
    visionUrl: httpUrlOf(nonEmpty(env.VISION_URL), "VISION_URL"),
    supportUrl: httpUrlOf(nonEmpty(env.SUPPORT_URL), "SUPPORT_URL") ?? defaultSupportUrl,
  }
}
