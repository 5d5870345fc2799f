import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeInput } from "./decode"
import { AppError, errorCatalogue } from "./errors"

describe("errors", () => {
  it("takes status and message from the catalogue", () => {
    expect(new AppError("ExpiredToken").toEnvelope()).toEqual({
      error: "ExpiredToken",
      message: errorCatalogue.ExpiredToken.message,
      status: 401,
    })
    expect(new AppError("EmailUnmatched", "Custom text", undefined, 422).toEnvelope()).toEqual({
      error: "EmailUnmatched",
      message: "Custom text",
      status: 422,
    })
  })

  it("takes only the catalogue's codes, each with its catalogued status (policy codes included)", () => {
    // @ts-expect-error a code the catalogue does not hold is a compile error
    const typo = new AppError("ExpiredTokn")
    expect(typo.status).toBe(400)
    expect(new AppError("OutdatedPolicy").status).toBe(409)
    expect(new AppError("PolicyNotSignable").status).toBe(400)
  })

  it("decodes input or fails with every field problem", () => {
    const Input = Schema.Struct({
      name: Schema.String.check(Schema.isMinLength(2)),
      tags: Schema.Array(Schema.String),
    })
    expect(decodeInput(Input, { name: "Al", tags: [] })).toEqual({ name: "Al", tags: [] })
    const error = (() => {
      try {
        decodeInput(Input, { name: "A", tags: [1] })
      } catch (e) {
        return e as AppError
      }
    })()
    expect(error?.toEnvelope()).toMatchObject({ error: "ValidationFailed", status: 400 })
    expect(error?.details?.map((d) => d.path)).toEqual(["name", "tags.0"])
  })
})
