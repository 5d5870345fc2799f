import { afterEach, describe, expect, it, vi } from "vitest"
import { serverMessageOf } from "./api-error"
import { authErrorCodeOf, handleAuthErrorsWith, reportAuthError } from "./auth-errors"

const trpcError = (error: string, httpStatus: number, message = error) =>
  Object.assign(new Error(message), { data: { error, httpStatus, status: httpStatus } })

describe("authorization errors", () => {
  let uninstall = () => {}
  afterEach(() => uninstall())

  it("recognises the 401 codes in tRPC error data and REST envelopes, nothing else", () => {
    expect(authErrorCodeOf(trpcError("ExpiredToken", 401))).toBe("ExpiredToken")
    expect(authErrorCodeOf({ error: "MissingTermsPrivacy", message: "m", status: 401 })).toBe(
      "MissingTermsPrivacy",
    )
    expect(authErrorCodeOf(trpcError("InvalidCredentials", 401))).toBeUndefined()
    expect(authErrorCodeOf(new Error("Failed to fetch"))).toBeUndefined()
    expect(authErrorCodeOf(undefined)).toBeUndefined()
  })

  it("keeps failures reported before the handler is installed, then hands them over in order", () => {
    reportAuthError({ code: "ExpiredToken" })
    reportAuthError({ code: "InvalidToken", input: { email: "kay@agency.gov" } })
    const handler = vi.fn()
    uninstall = handleAuthErrorsWith(handler)
    expect(handler.mock.calls).toEqual([
      [{ code: "ExpiredToken" }],
      [{ code: "InvalidToken", input: { email: "kay@agency.gov" } }],
    ])
    reportAuthError({ code: "UnconfirmedEmail" })
    expect(handler).toHaveBeenLastCalledWith({ code: "UnconfirmedEmail" })
    uninstall()
    reportAuthError({ code: "MissingToken" })
    expect(handler).toHaveBeenCalledTimes(3)
    uninstall = handleAuthErrorsWith(vi.fn())
  })
})

describe("server messages", () => {
  it("are shown for catalogued 4xx failures only", () => {
    expect(serverMessageOf(trpcError("InvalidCredentials", 401, "Invalid email or password."))).toBe(
      "Invalid email or password.",
    )
    expect(serverMessageOf(trpcError("InternalError", 500, "Something went wrong!"))).toBeUndefined()
    expect(serverMessageOf(new Error("Failed to fetch"))).toBeUndefined()
  })
})
