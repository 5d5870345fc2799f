import { describe, expect, it } from "vitest"
import { loadConfig } from "./config"

describe("config", () => {
  it("serves and runs the workers by default; ROLE=gateway only serves, ROLE=worker only runs them", () => {
    expect(loadConfig({})).toMatchObject({ role: "all", runWorkers: true })
    expect(loadConfig({ ROLE: "gateway" })).toMatchObject({ role: "gateway", runWorkers: false })
    expect(loadConfig({ ROLE: "worker" })).toMatchObject({ role: "worker", runWorkers: true })
    expect(loadConfig({ ROLE: "all" })).toMatchObject({ role: "all", runWorkers: true })
    // the older spelling of a gateway that only serves
    expect(loadConfig({ RUN_WORKERS: "false" })).toMatchObject({ role: "gateway", runWorkers: false })
    expect(loadConfig({ ROLE: "gateway", RUN_WORKERS: "false" }).role).toBe("gateway")
  })

  it("names a ROLE it does not know, and a RUN_WORKERS=false that contradicts ROLE", () => {
    expect(() => loadConfig({ ROLE: "workers" })).toThrow("ROLE must be gateway, worker or all: workers")
    expect(() => loadConfig({ ROLE: "worker", RUN_WORKERS: "false" })).toThrow(
      "RUN_WORKERS=false contradicts ROLE=worker: a gateway only serves (ROLE=gateway)",
    )
  })

  it("takes BUS_NAMESPACE as a name NATS subjects and stream names accept", () => {
    expect(loadConfig({}).busNamespace).toBeUndefined()
    expect(loadConfig({ BUS_NAMESPACE: "scale_1" }).busNamespace).toBe("scale_1")
    for (const bad of ["Scale", "a.b", "a b", "1abc", "a>"])
      expect(() => loadConfig({ BUS_NAMESPACE: bad }), bad).toThrow(/^BUS_NAMESPACE must be/)
  })

  it("trusts no proxy unless TRUSTED_PROXIES names some", () => {
    expect(loadConfig({}).trustedProxies).toEqual([])
    expect(
      loadConfig({
        TRUSTED_PROXIES: " 10.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, loopback, 192.168.0.0/255.255.0.0,",
      }).trustedProxies,
    ).toEqual(["10.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback", "192.168.0.0/255.255.0.0"])
  })

  it("refuses TRUSTED_PROXIES entries that are not addresses or ranges", () => {
    for (const bad of ["proxy.internal", "10.0.0.0/33", "::/129", "10.0.0.1/8/8", "*", "10.0.0.0/x"])
      expect(() => loadConfig({ TRUSTED_PROXIES: `127.0.0.1,${bad}` })).toThrow(/TRUSTED_PROXIES/)
  })

  it("takes VISION_URL only as an http(s) address", () => {
    expect(loadConfig({}).visionUrl).toBeUndefined()
    expect(loadConfig({ VISION_URL: " https://vision.example/sign_in " }).visionUrl).toBe(
      "https://vision.example/sign_in",
    )
    for (const bad of ["javascript:alert(1)", "vision.example", "ftp://vision.example"])
      expect(() => loadConfig({ VISION_URL: bad })).toThrow(/VISION_URL/)
  })

  it("takes MAPS_API_URL only as an http(s) address; unset, the adapter uses Google's", () => {
    expect(loadConfig({}).mapsApiUrl).toBeUndefined()
    expect(loadConfig({ MAPS_API_URL: "http://127.0.0.1:9999/place" }).mapsApiUrl).toBe(
      "http://127.0.0.1:9999/place",
    )
    expect(() => loadConfig({ MAPS_API_URL: "file:///etc/passwd" })).toThrow(/MAPS_API_URL/)
  })

  it("bounds PostgreSQL statements at 30 s unless DATABASE_STATEMENT_TIMEOUT_MS says otherwise (0: no limit)", () => {
    expect(loadConfig({}).databaseStatementTimeoutMs).toBe(30_000)
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "1500" }).databaseStatementTimeoutMs).toBe(1500)
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "0" }).databaseStatementTimeoutMs).toBe(0)
    for (const bad of ["-1", "1.5", "30s", "soon"])
      expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: bad })).toThrow(
        /DATABASE_STATEMENT_TIMEOUT_MS/,
      )
  })

  /** A production configuration that passes: each test below takes one part away or spoils it. */
  const production = {
    NODE_ENV: "production",
    JWT_SECRET: "kX9v2Qm7pL4rT8wZ1cN6bF3hJ5dS0aYeUgIoPqRt",
    VISION_KEY: Buffer.alloc(32, 7).toString("base64"),
    PUBLIC_URL: "https://ignite.example",
    SMTP_URL: "smtp://mailer:secret@mail.example:587",
  }

  it("starts in production with its secret, VISION key, public address and SMTP", () => {
    expect(loadConfig(production)).toMatchObject({ production: true, host: "0.0.0.0", demoData: false })
  })

  it("refuses to start in production with a missing, short or sample JWT secret", () => {
    expect(() => loadConfig({ ...production, JWT_SECRET: "" })).toThrow(/JWT_SECRET is required/)
    expect(() => loadConfig({ ...production, JWT_SECRET: "too-short" })).toThrow(/at least 32 characters/)
    for (const sample of ["change-me-to-a-long-random-secret", "please-change-me-before-you-ship-this-one"])
      expect(() => loadConfig({ ...production, JWT_SECRET: sample })).toThrow(/sample value/)
  })

  it("refuses to start in production without the VISION key, the public address or SMTP, naming each", () => {
    expect(() => loadConfig({ ...production, VISION_KEY: "" })).toThrow(/VISION_KEY is required/)
    expect(() => loadConfig({ ...production, VISION_KEY: "c2hvcnQ=" })).toThrow(/VISION_KEY must be 32 bytes/)
    expect(() => loadConfig({ ...production, PUBLIC_URL: "" })).toThrow(/PUBLIC_URL is required/)
    expect(() => loadConfig({ ...production, SMTP_URL: "" })).toThrow(/SMTP_URL is required/)
    // all at once, so one start tells everything
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET[\s\S]*VISION_KEY[\s\S]*PUBLIC_URL[\s\S]*SMTP_URL/,
    )
  })

  it("listens on this machine only in development unless HOST says otherwise", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1")
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0")
  })
})
