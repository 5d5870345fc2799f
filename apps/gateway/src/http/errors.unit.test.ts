import { errorCatalogue } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { envelopeOf } from "./errors"

/** An error as node-postgres raises it: the SQLSTATE in `code`. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe("the error envelope of a database failure", () => {
  const unavailable = { error: "Unavailable", message: errorCatalogue.Unavailable.message, status: 503 }

  it("is 503 Unavailable when the database cannot serve now: read-only, timed out, full, going away", () => {
    for (const [code, message] of [
      ["25006", "cannot execute INSERT in a read-only transaction"],
      ["57014", "canceling statement due to statement timeout"],
      ["55P03", "canceling statement due to lock timeout"],
      ["53100", "could not extend file: No space left on device"],
      ["57P01", "terminating connection due to administrator command"],
      ["08006", "connection failure"],
    ])
      expect(envelopeOf(pgError(code!, message!), "r1"), code).toEqual(unavailable)
  })

  it("is 503 also when a service wrapped the database's error", () => {
    expect(envelopeOf(new Error("append failed", { cause: pgError("25006", "read-only") }), "r1")).toEqual(
      unavailable,
    )
  })

  it("stays a 500 naming the request for any other database error, never its text", () => {
    expect(envelopeOf(pgError("42P01", 'relation "events" does not exist'), "r2")).toEqual({
      error: "InternalError",
      message: "Something went wrong! (request r2)",
      status: 500,
    })
  })
})
