import { randomBytes } from "node:crypto"
import { createTokenKeys } from "@ignite/platform"
import { describe, expect, it } from "vitest"
import { renderIdentityMail } from "./mails"
import type { UserEvent } from "./user"

const tokenKeys = createTokenKeys(randomBytes(32))
const token = tokenKeys.tokenFor("tok-1")
const sent = (redirectTo?: string): UserEvent => ({
  type: "ConfirmationSent",
  data: {
    userId: "u-1",
    email: "ada@example.gov",
    tokenId: "tok-1",
    expiresAt: "2026-03-04T12:00:00.000Z",
    ...(redirectTo ? { redirectTo } : {}),
  },
})

describe("identity mails", () => {
  it("links the confirmation as before when there is no redirectTo", () => {
    const mail = renderIdentityMail(sent(), tokenKeys, "https://ignite.test")
    expect(mail?.text).toContain(`https://ignite.test/confirm_email?confirmationToken=${token}\n`)
  })

  it("adds the redirectTo path to the confirmation link as a query parameter", () => {
    const mail = renderIdentityMail(sent("/account?tab=settings"), tokenKeys, "https://ignite.test")
    const href = /Confirm my account: (\S+)/.exec(mail?.text ?? "")?.[1]
    const url = new URL(href ?? "")
    expect(url.pathname).toBe("/confirm_email")
    expect(url.searchParams.get("confirmationToken")).toBe(token)
    expect(url.searchParams.get("redirectTo")).toBe("/account?tab=settings")
    expect(mail?.html).toContain(`href="${href?.replaceAll("&", "&amp;")}"`)
  })

  it("sends nothing once the address is gone (an erased user)", () => {
    const erased = sent()
    const mail = renderIdentityMail(
      { ...erased, data: { ...erased.data, email: "" } } as UserEvent,
      tokenKeys,
      "https://ignite.test",
    )
    expect(mail).toBeUndefined()
  })

  it("addresses the mail to the user with its subject", () => {
    const mail = renderIdentityMail(sent(), tokenKeys, "https://ignite.test")
    expect(mail).toMatchObject({ to: "ada@example.gov", subject: "Confirm your Ignite account" })
  })
})
