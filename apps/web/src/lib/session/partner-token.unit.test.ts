import { describe, expect, it } from "vitest"
import { takePartnerQuery } from "./partner-token"

const at = (pathname: string, searchStr = "", hash = "") => ({ pathname, searchStr, hash })

describe("partner token query", () => {
  it("takes q out of the address, keeping the rest", () => {
    expect(takePartnerQuery(at("/gov_user", "?q=abc.def&x=1", "top"))).toEqual({
      token: "abc.def",
      href: "/gov_user?x=1#top",
    })
    expect(takePartnerQuery(at("/", "?q=tok"))).toEqual({ token: "tok", href: "/" })
  })

  it("decodes the token", () => {
    expect(takePartnerQuery(at("/", "?q=a%2Bb%3D"))?.token).toBe("a+b=")
  })

  it("removes an empty q too", () => {
    expect(takePartnerQuery(at("/signin", "?q="))).toEqual({ token: "", href: "/signin" })
  })

  it("leaves addresses without q alone", () => {
    expect(takePartnerQuery(at("/signin", "?key=abc"))).toBeUndefined()
  })
})
