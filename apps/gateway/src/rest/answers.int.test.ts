import { driverName } from "@ignite/platform/testing"
import { TRPCError } from "@trpc/server"
import { Schema } from "effect"
import type { FastifyInstance } from "fastify"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { authenticate } from "../auth/authenticate"
import { buildGateway } from "../server"
import { startTestApp, type TestApp } from "../testing/test-app"
import { createCallerFactory, procedure, router } from "../trpc/init"
import { output } from "../trpc/output"
import { checkAnswersStrictly } from "./answer"
import { defineRoute } from "./route"

const Dto = Schema.Struct({ id: Schema.String, count: Schema.FiniteFromString })
const leaky = { id: "u-1", count: 3, passwordHash: "x" }
const misfit = { id: 1, count: 3 }

const routes = [
  defineRoute({
    method: "GET",
    path: "/test/leaky",
    summary: "",
    tag: "Test",
    access: "anonymous",
    response: Dto,
    handler: async () => leaky,
  }),
  defineRoute({
    method: "GET",
    path: "/test/misfit",
    summary: "",
    tag: "Test",
    access: "anonymous",
    response: Dto,
    handler: async () => misfit,
  }),
  defineRoute({
    method: "GET",
    path: "/test/undeclared",
    summary: "",
    tag: "Test",
    access: "anonymous",
    handler: async () => ({ id: "u-1" }),
  }),
]

const testRouter = router({
  leaky: procedure("anonymous")
    .output(output(Dto))
    .query(() => leaky),
  misfit: procedure("anonymous")
    .output(output(Dto))
    .query(() => misfit as unknown as typeof Dto.Type),
})

describe(`answers bound to their contracts on ${driverName()}`, () => {
  let app: TestApp
  let gateway: FastifyInstance
  const lines: string[] = []

  beforeAll(async () => {
    app = await startTestApp()
    gateway = await buildGateway({
      services: app.services,
      routes,
      logDestination: { write: (line) => lines.push(line) },
    })
  })
  afterAll(async () => {
    checkAnswersStrictly()
    await gateway?.close()
    await app?.close()
  })

  const caller = async () =>
    createCallerFactory(testRouter)({
      requestId: "req-answers",
      ip: "127.0.0.1",
      services: app.services,
      auth: await authenticate(app.services.keys, undefined, app.services.identity.checkSession),
    })

  it("sends only the contract's fields, encoded (a transformation runs its encode side), on both transports", async () => {
    checkAnswersStrictly(false)
    const answer = await gateway.inject({ method: "GET", url: "/test/leaky" })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({ id: "u-1", count: "3" })
    expect(await (await caller()).leaky()).toEqual({ id: "u-1", count: "3" })
  })

  it("answers an answer that does not fit as a 500 naming the request id, and logs why", async () => {
    checkAnswersStrictly(false)
    const answer = await gateway.inject({
      method: "GET",
      url: "/test/misfit",
      headers: { "x-request-id": "req-misfit" },
    })
    expect(answer.statusCode).toBe(500)
    expect(answer.json()).toEqual({
      error: "InternalError",
      message: "Something went wrong! (request req-misfit)",
      status: 500,
    })
    const logged = lines.map((line) => JSON.parse(line)).find((line) => line.msg === "request failed")
    expect(logged).toMatchObject({ reqId: "req-misfit" })
    expect(logged.err.message).toMatch(/GET \/test\/misfit does not fit its contract: id: /)

    const undeclared = await gateway.inject({ method: "GET", url: "/test/undeclared" })
    expect(undeclared.statusCode).toBe(500)

    const failure = await (await caller()).misfit().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(TRPCError)
    expect((failure as TRPCError).code).toBe("INTERNAL_SERVER_ERROR")
    expect((failure as TRPCError).message).toBe("Something went wrong! (request req-answers)")
  })

  it("in the suites' strict mode fails an answer with a field the contract does not name", async () => {
    checkAnswersStrictly()
    expect((await gateway.inject({ method: "GET", url: "/test/leaky" })).statusCode).toBe(500)
    await expect((await caller()).leaky()).rejects.toMatchObject({ code: "INTERNAL_SERVER_ERROR" })
  })
})
