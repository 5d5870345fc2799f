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
