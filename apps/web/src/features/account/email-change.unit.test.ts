import { describe, expect, it } from "vitest"
import { fieldIssuesOf } from "../../lib/field-issues"
import { emailFieldError, validateNewEmail } from "./email-change"

describe("changing the email", () => {
  const validate = validateNewEmail("kay@agency.gov")

  it("takes a valid new address, refuses the current one however it is typed", () => {
    expect(validate({ email: "new@agency.gov" })).toEqual({})
    expect(validate({ email: "  KAY@Agency.gov " })).toEqual({ email: "This is already your email address." })
    expect(validate({ email: "kay@" })).toEqual({ email: "Provide a valid email" })
  })

  it("puts the server's problem with the address under the input, nothing else", () => {
    const trpcError = (data: Record<string, unknown>) => ({ message: "x", data })
    expect(
      emailFieldError(
        trpcError({
          error: "SameEmail",
          httpStatus: 400,
          details: [{ path: "email", message: "This is already your email address." }],
        }),
      ),
    ).toBe("This is already your email address.")
    expect(emailFieldError(trpcError({ error: "EmailTaken", httpStatus: 409 }))).toBe(
      "Email has already been taken",
    )
    expect(emailFieldError(trpcError({ error: "InternalError", httpStatus: 500 }))).toBeUndefined()
    expect(emailFieldError(new TypeError("Failed to fetch"))).toBeUndefined()
  })

  it("reads field problems from tRPC data and REST envelopes alike, without REST's user. prefix", () => {
    const issue = { path: "user.email", message: "Provide a valid email" }
    expect(fieldIssuesOf({ error: "ValidationFailed", details: [issue, { path: 1 }] })).toEqual([
      { path: "email", message: "Provide a valid email" },
    ])
    expect(fieldIssuesOf({ data: { details: [issue] } })).toEqual([
      { path: "email", message: "Provide a valid email" },
    ])
    expect(fieldIssuesOf(null)).toEqual([])
  })
})
