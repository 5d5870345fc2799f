import { policyMessages as contractMessages } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { policyMessages, signFailedMessage } from "./messages"

describe("policy messages", () => {
  it("are the contracts' texts", () => {
    expect(policyMessages).toEqual(contractMessages)
  })

  it("name what failed to sign", () => {
    expect(signFailedMessage("terms")).toBe("Failed to sign terms. Please try again")
    expect(signFailedMessage("privacy")).toBe("Failed to sign privacy. Please try again")
  })
})
