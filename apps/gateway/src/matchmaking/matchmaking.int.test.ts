import type { ErrorEnvelope, MatchFeedbacksPage, MatchFeedbackView } from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestApp, type TestApp } from "../testing/test-app"

/** MatchFeedbacks through the whole app: REST over HTTP and the tRPC router in process, as real users. */
describe(`match feedbacks through the gateway on ${driverName()}`, () => {
  let app: TestApp
  let mine: string
  let theirs: string

  beforeAll(async () => {
    app = await startTestApp()
    const me = await app.userToken("match feedback owner", ["gov"])
    const other = await app.userToken("match feedback stranger", ["ignite"])
    await app.acceptPolicies(me.userId)
    await app.acceptPolicies(other.userId)
    mine = me.token
    theirs = other.token
  })
  afterAll(() => app?.close())

  const json = async <T = MatchFeedbackView>(path: string, init: RequestInit & { token?: string } = {}) => {
    const response = await app.request(path, {
      ...init,
      headers: init.body ? { "content-type": "application/json", ...init.headers } : init.headers,
    })
    return { status: response.status, body: (await response.json()) as T }
  }

  it("starts, reads, renames and lists a match feedback over REST", async () => {
    const created = await json("/api/v1/match_feedbacks", {
      method: "POST",
      token: mine,
      body: JSON.stringify({ title: "  First  " }),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ title: "First" })
    const renamed = await json(`/api/v1/match_feedbacks/${created.body.id}`, {
      method: "PATCH",
      token: mine,
      body: JSON.stringify({ title: "Renamed" }),
    })
    expect(renamed).toMatchObject({ status: 200, body: { id: created.body.id, title: "Renamed" } })
    const page = await json<MatchFeedbacksPage>("/api/v1/match_feedbacks?page=1&perPage=5", { token: mine })
    expect(page.body.data.map((row) => row.title)).toContain("Renamed")
  })

  it("answers another user's match feedback as not found, and refuses bad input with the field", async () => {
    const created = await json("/api/v1/match_feedbacks", {
      method: "POST",
      token: mine,
      body: JSON.stringify({ title: "Private" }),
    })
    const read = await json<ErrorEnvelope>(`/api/v1/match_feedbacks/${created.body.id}`, { token: theirs })
    expect(read).toMatchObject({ status: 404, body: { error: "NotFound", status: 404 } })
    const bad = await json<ErrorEnvelope>("/api/v1/match_feedbacks", {
      method: "POST",
      token: mine,
      body: JSON.stringify({ title: "x" }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.details?.[0]?.path).toBe("title")
  })

  it("does the same over tRPC", async () => {
    const trpc = (await app.trpc(mine)).matchmaking
    const created = await trpc.create({ title: "By tRPC" })
    expect(await trpc.get({ matchFeedbackId: created.id })).toMatchObject({ title: "By tRPC" })
    expect(await trpc.rename({ matchFeedbackId: created.id, title: "Renamed by tRPC" })).toMatchObject({
      title: "Renamed by tRPC",
    })
    expect((await trpc.list({ page: 1, perPage: 20 })).data.map((row) => row.title)).toContain(
      "Renamed by tRPC",
    )
    await expect(
      (await app.trpc(theirs)).matchmaking.get({ matchFeedbackId: created.id }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    })
  })
})
