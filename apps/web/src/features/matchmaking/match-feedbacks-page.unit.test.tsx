// @vitest-environment happy-dom
import { type MatchFeedbackView, paginate } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import { setSessionToken } from "../../lib/session/session-token"
import {
  eventually,
  inputLabelled,
  renderApp,
  submit,
  testUser,
  typeInto,
} from "../../test-support/app-harness"
import { setUpGatewayMock } from "../../test-support/gateway-mock"

const gateway = setUpGatewayMock()

const first: MatchFeedbackView = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "First",
  createdBy: "22222222-2222-4222-8222-222222222222",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
}
const { offset: _offset, ...onePage } = paginate(1, { page: 1, perPage: 10 })

const open = async () => {
  setSessionToken("token-1")
  gateway.answers.set("auth.session", { data: { user: testUser, gate: null } })
  gateway.answers.set("matchmaking.list", { data: { data: [first], pagination: onePage } })
  return renderApp("/matchmaking")
}

describe("/matchmaking", () => {
  it("lists the user's match feedbacks", async () => {
    const { container } = await open()
    await eventually(() =>
      expect(container.querySelector("ul[aria-label='MatchFeedbacks']")?.textContent).toBe("First"),
    )
    expect(gateway.inputsOf("matchmaking.list")[0]).toEqual({ page: 1, perPage: 10 })
  })

  it("checks the title with the server's contract before sending, then starts the match feedback", async () => {
    const { container } = await open()
    const selector = "form[aria-label='Start a match feedback']"
    await eventually(() => expect(container.querySelector(selector)).not.toBeNull())
    const form = container.querySelector<HTMLFormElement>(selector)!
    await typeInto(inputLabelled(form, "Title"), "x")
    await submit(form)
    expect(gateway.callsOf("matchmaking.create")).toEqual([])
    gateway.answers.set("matchmaking.create", {
      data: { ...first, id: "33333333-3333-4333-8333-333333333333", title: "Second" },
    })
    await typeInto(inputLabelled(form, "Title"), "Second")
    await submit(form)
    await eventually(() => expect(gateway.inputsOf("matchmaking.create")).toEqual([{ title: "Second" }]))
  })
})
