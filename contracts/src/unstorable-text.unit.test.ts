import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { decodeInput, toGuardedStandardSchema } from "./decode"
import type { AppError } from "./errors"
import { inputMessages } from "./texts/input"
import { isUnstorableText, unstorableTextIssues } from "./unstorable-text"

const text = inputMessages.unstorableText

describe("unstorable text", () => {
  it("finds NUL and unpaired surrogates, and lets paired ones through", () => {
    expect(["a\u0000", "\ud800", "x\udc00y", "\udc00\ud800", "a\ud83d"].map(isUnstorableText)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ])
    expect(["", "plain", "é日本", "\u{1F600}", "\ud83d\ude00\ud83d\ude00"].map(isUnstorableText)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it("reports every string by its path in document order, field names at their object, bytes skipped", () => {
    const input = {
      user: { email: "a\u0000b", tags: ["ok", "\ud800"], "bad\u0000key": "x" },
      file: new Uint8Array([0, 0xd8]),
      n: 1,
    }
    expect(unstorableTextIssues(input)).toEqual([
      { path: ["user", "email"], message: text },
      { path: ["user", "tags", 1], message: text },
      { path: ["user"], message: inputMessages.unstorableFieldName },
    ])
    expect(unstorableTextIssues("\u0000")).toEqual([{ path: [], message: text }])
  })

  it("walks objects of any class and nesting deeper than the call stack", () => {
    class Params {
      constructor(readonly id: string) {}
    }
    expect(unstorableTextIssues(new Params("\u0000"))).toEqual([{ path: ["id"], message: text }])
    let deep: unknown = "\u0000"
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(unstorableTextIssues(deep)[0]?.path).toHaveLength(200_000)
  })

  it("refuses before the schema decodes, on both the REST decoder and the tRPC standard schema", () => {
    const Input = Schema.Struct({ name: Schema.String.check(Schema.isMinLength(5)) })
    const error = (() => {
      try {
        decodeInput(Input, { name: "a\u0000" }, { pathPrefix: "user" })
      } catch (e) {
        return e as AppError
      }
    })()
    expect(error?.toEnvelope()).toEqual({
      error: "ValidationFailed",
      message: "Some fields are invalid.",
      status: 400,
      details: [{ path: "user.name", message: text }],
    })
    expect(toGuardedStandardSchema(Input)["~standard"].validate({ name: "\ud800" })).toEqual({
      issues: [{ path: ["name"], message: text }],
    })
    expect(toGuardedStandardSchema(Input)["~standard"].validate({ name: "fine name" })).toEqual({
      value: { name: "fine name" },
    })
  })
})
