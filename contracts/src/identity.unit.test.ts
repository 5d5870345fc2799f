import { describe, expect, it } from "vitest"
import { decodeInput } from "./decode"
import { ChangePasswordInput, ResetPasswordInput } from "./identity"
import { identityMessages } from "./texts/identity"

const detailsOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as { details?: unknown }).details
  }
  throw new Error("expected the input to be refused")
}

describe("password rules with the spec's codes (01 §5)", () => {
  const reset = (password: string) => () =>
    decodeInput(ResetPasswordInput, { password, passwordConfirmation: password, resetPasswordToken: "t" })

  it("reports a short password once, as insufficient_length", () => {
    expect(detailsOf(reset("Ab1!"))).toEqual([
      { path: "password", message: identityMessages.password, code: "insufficient_length" },
    ])
  })

  it("reports a long enough password without the required kinds of character as pattern_mismatch", () => {
    for (const password of ["abcdefgh", "Abcdefgh", "Abcdefg1", "abcdef1!"])
      expect(detailsOf(reset(password))).toEqual([
        { path: "password", message: identityMessages.password, code: "pattern_mismatch" },
      ])
  })

  it("accepts a password that follows the rules", () => {
    expect(reset("Secret1!")()).toMatchObject({ password: "Secret1!" })
  })

  it("codes the current password's minimum and keeps the prefix path", () => {
    expect(
      detailsOf(() =>
        decodeInput(
          ChangePasswordInput,
          { currentPassword: "abc", password: "Secret1!", passwordConfirmation: "Secret1!" },
          { pathPrefix: "user" },
        ),
      ),
    ).toEqual([
      { path: "user.currentPassword", message: "Must be at least 6 characters", code: "insufficient_length" },
    ])
  })

  it("leaves the code out where a check has none", () => {
    expect(detailsOf(() => decodeInput(ResetPasswordInput, { password: "Secret1!" }))).toEqual([
      { path: "passwordConfirmation", message: expect.any(String) },
      { path: "resetPasswordToken", message: expect.any(String) },
    ])
  })
})
