// @vitest-environment happy-dom
import { describe, expect, it } from "vitest"
import { aCompanyUser, eventually, renderApp, signInAs, testGovUser } from "../../../test-support/app-harness"
import { setUpGatewayMock } from "../../../test-support/gateway-mock"

const gateway = setUpGatewayMock()
const govId = "aaaaaaaa-0000-4000-8000-000000000001"

describe("the government user profile", () => {
  it("offers a company user the message button, disabled with the reason when the user takes no requests", async () => {
    signInAs(gateway, aCompanyUser())
    gateway.answers.set("govUsers.get", { data: { ...testGovUser, id: govId } })
    gateway.answers.set("chat.find", {
      data: {
        chatThread: null,
        canStart: false,
        reason: "This user's preferences do not allow new messages",
      },
    })
    const { container } = await renderApp(`/gov/users/${govId}`)
    await eventually(() =>
      expect(
        [...container.querySelectorAll("button[aria-disabled='true']")].map((b) => b.textContent),
      ).toContain("Start a chat"),
    )
    expect(gateway.inputsOf("chat.find")).toEqual([
      { participants: [{ participantType: "User", participantId: govId }] },
    ])
    expect(container.textContent).toContain("This user's preferences do not allow new messages")
  })
})
