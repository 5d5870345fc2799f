import { describe, expect, it } from "vitest"
import { isAppPath, maxAppPathLength } from "./app-path"

describe("a path of this app", () => {
  it("accepts paths with their query and fragment", () => {
    for (const path of ["/", "/account", "/chat?threadId=7", "/storefront/1/edit#awards", "/search?q=a%20b"])
      expect({ path, ok: isAppPath(path) }).toEqual({ path, ok: true })
  })

  it("refuses whatever a browser could take to another origin, or that is not a path", () => {
    for (const path of [
      "",
      "account",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/ /x",
      "/a\u0000b",
      "javascript:alert(1)",
      `/${"a".repeat(maxAppPathLength)}`,
    ])
      expect({ path, ok: isAppPath(path) }).toEqual({ path, ok: false })
  })
})
