import { describe, expect, it } from "vitest"
import { signFailedMessage } from "./messages"

describe("policy messages", () => {
  it("name what failed to sign", () => {
    expect(signFailedMessage("terms")).toBe("Failed to sign terms. Please try again")
    expect(signFailedMessage("privacy")).toBe("Failed to sign privacy. Please try again")
  })
})
