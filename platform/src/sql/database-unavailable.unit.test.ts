import { createServer } from "node:net"
import { describe, expect, it } from "vitest"
import { createPgSql } from "./pg-driver"
import { databaseUnavailable } from "./sql"

const coded = (code: string, message = "x") => Object.assign(new Error(message), { code })

/** A port nobody listens on: bound for a moment, then closed, so a connection there is refused. */
const closedPort = async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe("databaseUnavailable: the database cannot serve now (503), not a bad request", () => {
  it("knows PostgreSQL's unavailable answers and its connection exceptions, also when wrapped", () => {
    expect(databaseUnavailable(coded("25006"))).toBe(true)
    expect(databaseUnavailable(coded("08006"))).toBe(true)
    expect(databaseUnavailable(new Error("outer", { cause: coded("57P03") }))).toBe(true)
  })

  it("knows a socket that cannot reach the server, alone, wrapped, or among an AggregateError's attempts", () => {
    expect(databaseUnavailable(coded("ECONNREFUSED"))).toBe(true)
    expect(databaseUnavailable(new Error("outer", { cause: coded("ECONNRESET") }))).toBe(true)
    expect(databaseUnavailable(new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")]))).toBe(true)
    expect(databaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true)
    expect(databaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true)
    expect(
      databaseUnavailable(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true)
  })

  it("leaves the request's own faults and the program's to their own answers", () => {
    expect(databaseUnavailable(coded("23505"))).toBe(false) // unique_violation
    expect(databaseUnavailable(coded("22P02"))).toBe(false) // invalid_text_representation
    expect(databaseUnavailable(new TypeError("x is undefined"))).toBe(false)
    expect(databaseUnavailable(undefined)).toBe(false)
    expect(databaseUnavailable("ECONNREFUSED")).toBe(false)
  })

  it("recognises what node-postgres actually throws when the server is not there", async () => {
    const port = await closedPort()
    const sql = await createPgSql({ url: `postgres://nobody@127.0.0.1:${port}/none`, max: 1 })
    try {
      const failure = await sql.query("select 1").then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failure).toBeDefined()
      expect(databaseUnavailable(failure)).toBe(true)
    } finally {
      await sql.close()
    }
  })
})
