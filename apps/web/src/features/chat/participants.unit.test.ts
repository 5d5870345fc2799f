import { describe, expect, it } from "vitest"
import { accountId, chatThread, companyUserId, govUserId } from "../../test-support/chat-fixtures"
import { composerBlock, otherParticipants } from "./participants"

const gov = { id: govUserId, userRoles: ["gov" as const], accountId: null }
const company = { id: companyUserId, userRoles: ["ignite" as const], accountId }

describe("the thread header's participants (spec 02 §2)", () => {
  it("leave out the government reader themselves", () => {
    expect(otherParticipants(chatThread(), gov).map((p) => p.name)).toEqual(["Acme Drones"])
  })

  it("leave out the company reader's own account", () => {
    expect(otherParticipants(chatThread(), company).map((p) => p.name)).toEqual(["Kay Tester"])
  })
})

describe("who may write", () => {
  it("a company waits for the first reply and is silent while paused; the government user always writes", () => {
    expect(composerBlock("pre_active", company)).toBe("pending")
    expect(composerBlock("paused", company)).toBe("paused")
    expect(composerBlock("active", company)).toBeNull()
    expect(composerBlock("pre_active", gov)).toBeNull()
    expect(composerBlock("paused", gov)).toBeNull()
  })
})
