import type { AppError } from "@ignite/contracts"
import { decodeInput, PublishPolicyInput, SignPolicyInput } from "@ignite/contracts"
import { describe, expect, it } from "vitest"

const failure = (schema: Parameters<typeof decodeInput>[0], input: unknown) => {
  try {
    decodeInput(schema, input)
  } catch (error) {
    return error as AppError
  }
  throw new Error("expected a validation failure")
}

// The contract the transports decode with: the admin form and REST clients get these field messages.
describe("policy inputs", () => {
  const valid = { kind: "terms", title: "Terms", publishDate: "2026-02-28", content: "<p>Ok</p>" }

  it("accepts a publish with a real date and visible text", () => {
    expect(decodeInput(PublishPolicyInput, valid)).toEqual(valid)
  })

  it("names each field that fails", () => {
    const error = failure(PublishPolicyInput, {
      kind: "cookies",
      title: " A ",
      publishDate: "2026-02-30",
      content: "<p> </p><br>&nbsp;x",
    })
    expect(error.code).toBe("ValidationFailed")
    expect(Object.fromEntries(error.details!.map((d) => [d.path, d.message]))).toMatchObject({
      title: "Must be a minimum of 2 characters",
      publishDate: "Must be a date in the form YYYY-MM-DD",
      content: "Must be a minimum of 2 characters",
    })
    expect(error.details!.map((d) => d.path)).toContain("kind")
  })

  it("signs only terms or privacy, by document uuid", () => {
    expect(failure(SignPolicyInput, { kind: "antiSpam", id: crypto.randomUUID() }).details?.[0]?.path).toBe(
      "kind",
    )
    expect(failure(SignPolicyInput, { kind: "terms", id: "1" }).details?.[0]?.path).toBe("id")
  })
})
