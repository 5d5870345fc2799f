import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { loadConfig } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"

/**
 * docker-compose.yml checked without Docker (none runs on these machines; issue 23): parsed as compose reads
 * it (YAML merge keys, `${VAR}` interpolation from .env), then held to what production needs. What this cannot
 * show (images pulled, the image built, containers started) is listed in README "Production".
 */
const text = (path: string) => readFileSync(new URL(`../../../${path}`, import.meta.url), "utf8")

interface Service {
  image?: string
  build?: { context: string; dockerfile: string }
  command?: string[]
  env_file?: string
  environment?: Record<string, string>
  healthcheck?: { test: string[] }
  depends_on?: Record<string, { condition: string }>
  volumes?: string[]
  ports?: string[]
}
const composeText = text("docker-compose.yml")
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> }
const services = compose.services
const appServices = Object.entries(services).filter(([, service]) => service.build)
const gateways = ["gateway-1", "gateway-2"]
const dockerfile = text("deploy/Dockerfile")
const nginx = text("deploy/nginx.conf")

/** KEY=value lines (comments and blanks skipped), as compose reads an env file. */
const envFile = (source: string) =>
  Object.fromEntries(
    source
      .split("\n")
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  )
const example = envFile(text("deploy/.env.example"))

/** Compose's interpolation: `${VAR}`, `${VAR:?message}` (fails when unset or empty), `${VAR:-default}`, `$$`. */
const interpolate = (value: string, env: Record<string, string>) =>
  value.replace(/\$\$|\$\{([A-Z_][A-Z0-9_]*)(?:(:\?|:-)([^}]*))?\}/g, (whole, name, operator, argument) => {
    if (whole === "$$") return "$"
    const given = env[name] ?? ""
    if (operator === ":?" && given === "") throw new Error(`${name}: ${argument}`)
    if (operator === ":-" && given === "") return argument
    return given
  })

/** ENV lines of the Dockerfile (`ENV A=1 B=2`), the environment every container starts from. */
const imageEnv = Object.fromEntries(
  dockerfile
    .split("\n")
    .filter((line) => line.startsWith("ENV "))
    .flatMap((line) => line.slice(4).trim().split(/\s+/))
    .map((pair) => pair.split("=") as [string, string]),
)

/** What a container of the service sees: the image's ENV, then the env file, then `environment`. */
const containerEnv = (service: Service, dotEnv: Record<string, string>) => ({
  ...imageEnv,
  ...(service.env_file === ".env" ? dotEnv : {}),
  ...Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [
      key,
      interpolate(String(value), dotEnv),
    ]),
  ),
})

/** .env.example as an operator fills it: each empty value given a fresh random one of the advised form. */
const filled = {
  ...example,
  JWT_SECRET: randomBytes(48).toString("base64"),
  VISION_KEY: randomBytes(32).toString("base64"),
  POSTGRES_PASSWORD: randomBytes(24).toString("hex"),
}
const requiredInProduction = ["JWT_SECRET", "VISION_KEY", "PUBLIC_URL", "SMTP_URL"]
const secretName = /SECRET|PASSWORD|KEY|TOKEN/

describe("docker-compose.yml", () => {
  it("runs PostgreSQL, NATS with JetStream, a mail catcher, two gateways, a worker and a load balancer", () => {
    expect(Object.keys(services).sort()).toEqual(
      ["balancer", "gateway-1", "gateway-2", "mailpit", "nats", "postgres", "worker"].sort(),
    )
    expect(services.nats!.command).toContain("-js")
    expect(appServices.map(([name]) => name).sort()).toEqual([...gateways, "worker"].sort())
    for (const [, service] of appServices)
      expect(service.build).toEqual({ context: ".", dockerfile: "deploy/Dockerfile" })
    // the image's default command is the gateway's; the worker names its own
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "start:prod"\]$/m)
    for (const name of gateways) expect(services[name]!.command).toBeUndefined()
    expect(services.worker!.command).toEqual(["npm", "run", "start:worker:prod"])
    for (const name of gateways) expect(services[name]!.environment?.ROLE).toBe("gateway")
    expect(services.worker!.environment?.ROLE).toBe("worker")
  })

  it("builds with npm install and npm run build, never npm ci (the lockfile trap of ARCHITECTURE.md)", () => {
    // in what runs, not in the comments that warn against it
    const withoutComments = (source: string) =>
      source
        .split("\n")
        .filter((line) => !/^\s*#/.test(line))
        .join("\n")
    for (const source of [composeText, dockerfile]) expect(withoutComments(source)).not.toMatch(/npm\s+ci\b/)
    expect(dockerfile).toMatch(/^RUN npm install && npm run build$/m)
    // package.json's scripts the image runs exist and run the compiled files with node
    const scripts = JSON.parse(text("package.json")).scripts as Record<string, string>
    expect(scripts.build).toBe("npm run build:web && npm run build:server")
    // `exec`: npm passes the container's SIGTERM to its child, which must be node itself (the gateway drains),
    // not a shell that dies and leaves node to be killed
    expect(scripts["start:prod"]).toBe(
      "NODE_ENV=production exec node --enable-source-maps dist/server/gateway.mjs",
    )
    expect(scripts["start:worker:prod"]).toBe(
      "NODE_ENV=production exec node --enable-source-maps dist/server/worker.mjs",
    )
  })

  it("takes every setting production requires from the env file, and no secret from anywhere else", () => {
    for (const [, service] of appServices) {
      expect(service.env_file).toBe(".env")
      expect(containerEnv(service, filled).NODE_ENV).toBe("production")
      for (const name of requiredInProduction) expect(service.environment ?? {}).not.toHaveProperty(name)
    }
    for (const name of requiredInProduction) expect(example).toHaveProperty(name)
    for (const [, service] of Object.entries(services))
      for (const [name, value] of Object.entries(service.environment ?? {})) {
        // a secret is only ever a reference to .env, with no fallback value
        if (secretName.test(name)) expect(value).toMatch(/^\$\{[A-Z_]+:\?[^}]*\}$/)
        // and no URL carries a password of its own
        const password = /^[a-z]+:\/\/[^:/@]+:([^@]+)@/.exec(String(value))?.[1]
        if (password !== undefined) expect(password).toMatch(/^\$\{[A-Z_]+:\?[^}]*\}$/)
      }
    expect(composeText).not.toMatch(/change-?me/i)
    // the filled file stays out of git and out of the image
    expect(text(".gitignore").split("\n")).toContain(".env")
    expect(text(".dockerignore").split("\n")).toContain(".env")
  })

  it("gives each app container settings production accepts once .env is filled, and refuses it unfilled", () => {
    for (const [name, service] of appServices) {
      const config = loadConfig(containerEnv(service, filled))
      expect(config, name).toMatchObject({ production: true, natsUrl: "nats://nats:4222", port: 3000 })
      expect(config.databaseUrl, name).toBe(
        `postgres://ignite:${filled.POSTGRES_PASSWORD}@postgres:5432/ignite`,
      )
      expect(config.role, name).toBe(name === "worker" ? "worker" : "gateway")
      expect(config.runWorkers, name).toBe(name === "worker")
    }
    // copied and not filled: compose stops at the database password, and the app would name what is missing
    expect(() => containerEnv(services["gateway-1"]!, example)).toThrow(/POSTGRES_PASSWORD/)
    expect(() =>
      loadConfig(containerEnv(services["gateway-1"]!, { ...example, POSTGRES_PASSWORD: "x" })),
    ).toThrow(/JWT_SECRET is required[\s\S]*VISION_KEY is required/)
  })

  it("checks each gateway's readiness at /readyz and starts the balancer only on healthy gateways", () => {
    for (const name of gateways) expect(services[name]!.healthcheck?.test.join(" ")).toContain("/readyz")
    expect(services.balancer!.depends_on).toEqual({
      "gateway-1": { condition: "service_healthy" },
      "gateway-2": { condition: "service_healthy" },
    })
    // every service waited on as healthy has a healthcheck to become so
    for (const [, service] of Object.entries(services))
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {}))
        if (condition === "service_healthy")
          expect(services[dependency]?.healthcheck, dependency).toBeDefined()
  })

  it("balances over both gateways, websocket upgrades for /cable included", () => {
    expect(services.balancer!.volumes).toEqual(["./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro"])
    const upstream = /upstream gateways \{([^}]*)\}/.exec(nginx)?.[1] ?? ""
    const servers = [...upstream.matchAll(/server ([\w-]+):(\d+)/g)].map(
      ([, host, port]) => `${host}:${port}`,
    )
    expect(servers).toEqual(gateways.map((name) => `${name}:${imageEnv.PORT}`))
    const cable = /location \/cable \{([^}]*)\}/.exec(nginx)?.[1] ?? ""
    expect(cable).toContain("proxy_pass http://gateways;")
    expect(cable).toContain("proxy_http_version 1.1;")
    expect(cable).toContain("proxy_set_header Upgrade $http_upgrade;")
    expect(cable).toMatch(/proxy_set_header Connection \$connection_upgrade;/)
    expect(nginx).toMatch(/map \$http_upgrade \$connection_upgrade \{\s*default upgrade;/)
    expect(/location \/ \{([^}]*)\}/.exec(nginx)?.[1]).toContain("proxy_pass http://gateways;")
  })
})
