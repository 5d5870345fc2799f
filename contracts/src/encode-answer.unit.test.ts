import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AnswerContractError, encodeAnswer } from "./decode"

const Dto = Schema.Struct({
  id: Schema.String,
  count: Schema.FiniteFromString,
  nested: Schema.Struct({ name: Schema.String }),
})
const operation = "GET /thing"

describe("encodeAnswer", () => {
  it("drops every field the contract does not name, nested ones too, and encodes transformations", () => {
    const answer = encodeAnswer(
      Dto,
      { id: "a", count: 3, passwordHash: "x", nested: { name: "n", secret: 1 } },
      { operation, strict: false },
    )
    expect(answer).toEqual({ id: "a", count: "3", nested: { name: "n" } })
  })

  it("in strict mode refuses an extra field, naming where it is", () => {
    expect(() =>
      encodeAnswer(Dto, { id: "a", count: 3, nested: { name: "n", secret: 1 } }, { operation, strict: true }),
    ).toThrow(/GET \/thing.*nested\.secret/)
  })

  it("refuses an answer that does not fit, as a server bug rather than a field problem of the caller", () => {
    let thrown: unknown
    try {
      encodeAnswer(Dto, { id: 1, count: 3, nested: { name: "n" } }, { operation, strict: false })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(AnswerContractError)
    expect(thrown).not.toHaveProperty("issues")
    expect((thrown as AnswerContractError).problems[0]?.path).toBe("id")
  })
})
