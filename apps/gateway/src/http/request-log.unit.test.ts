import { describe, expect, it } from "vitest"
import { redactQueryText, redactUrl } from "./request-log"

describe("redacting URLs for the log", () => {
  it("leaves URLs without secrets as they are", () => {
    for (const url of ["/", "/api/v1/status", "/x?", "/x?flag", "/x?a=1&b=&c", "/x?%zz=1", "/x?question=1"])
      expect(redactUrl(url)).toBe(url)
  })

  it("redacts secret values however the name is spelled, keeping names and order", () => {
    expect(redactUrl("/x?a=1&JWT=t&q=hello+world&Q=x&claim%5Ftoken=c&b=2")).toBe(
      "/x?a=1&JWT=[redacted]&q=[redacted]&Q=[redacted]&claim%5Ftoken=[redacted]&b=2",
    )
  })

  it("redacts a stored file's signature, which lets anyone holding the address load the file", () => {
    expect(redactUrl("/files/logos/a.jpg?expires=1767229200&signature=aB-c_9")).toBe(
      "/files/logos/a.jpg?expires=1767229200&signature=[redacted]",
    )
  })

  it("redacts fields of a tRPC query's JSON input, batches included, and input it cannot read", () => {
    const batch = encodeURIComponent(
      JSON.stringify({ 0: { inviteToken: "t", kind: "terms" }, 1: [{ q: "s" }] }),
    )
    expect(decodeURIComponent(redactUrl(`/trpc/a,b?batch=1&input=${batch}`))).toBe(
      '/trpc/a,b?batch=1&input={"0":{"inviteToken":"[redacted]","kind":"terms"},"1":[{"q":"[redacted]"}]}',
    )
    expect(redactUrl("/trpc/a?input=%7Bnot-json")).toBe("/trpc/a?input=[redacted]")
    // the address search's text, on both transports
    const search = encodeURIComponent(JSON.stringify({ input: "1 Main St", sessionToken: "s-1" }))
    expect(decodeURIComponent(redactUrl(`/trpc/maps.suggest?input=${search}`))).toBe(
      '/trpc/maps.suggest?input={"input":"[redacted]","sessionToken":"s-1"}',
    )
    expect(redactUrl("/api/v1/maps/places?input=1%20Main%20St")).toBe("/api/v1/maps/places?input=[redacted]")
  })

  it("redacts secret values quoted in free text, and only those", () => {
    expect(redactQueryText('{"msg":"Route GET:/cable?jwt=abc.def not found","x":"a=b"}')).toBe(
      '{"msg":"Route GET:/cable?jwt=[redacted] not found","x":"a=b"}',
    )
    expect(redactQueryText("see /r?reset_password_token=abc#frag and /p?page=2")).toBe(
      "see /r?reset_password_token=[redacted]#frag and /p?page=2",
    )
  })
})
