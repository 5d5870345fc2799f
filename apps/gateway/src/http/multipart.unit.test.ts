import { describe, expect, it } from "vitest"
import { setPath } from "./multipart"

describe("multipart field names", () => {
  it("nests bracketed names into objects and arrays", () => {
    const body: Record<string, unknown> = {}
    setPath(body, "user[firstName]", "Ada")
    setPath(body, "user[socialMediaAccountsAttributes][0][identifier]", "ada")
    setPath(body, "user[socialMediaAccountsAttributes][0][destroy]", true)
    setPath(body, "user[socialMediaAccountsAttributes][1][identifier]", "lovelace")
    expect(body).toEqual({
      user: {
        firstName: "Ada",
        socialMediaAccountsAttributes: [{ identifier: "ada", destroy: true }, { identifier: "lovelace" }],
      },
    })
  })

  it("ignores names that would reach the prototype", () => {
    const body: Record<string, unknown> = {}
    setPath(body, "user[__proto__][admin]", true)
    setPath(body, "constructor[prototype][x]", 1)
    expect(({} as Record<string, unknown>).admin).toBeUndefined()
    expect(body).toEqual({})
  })
})
