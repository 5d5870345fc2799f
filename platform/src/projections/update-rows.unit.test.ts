import { describe, expect, it } from "vitest"
import type { Queryable } from "../sql/sql"
import { stampedUpdate, updateRows } from "./update-rows"

const recording = () => {
  const calls: { text: string; params: readonly unknown[] | undefined }[] = []
  const db: Queryable = {
    query: async (text, params) => {
      calls.push({ text, params })
      return []
    },
  }
  return { db, calls }
}

describe("updateRows", () => {
  it("numbers the where columns first, then the set columns, in the order written", async () => {
    const { db, calls } = recording()
    await updateRows(db, "accounts_v2", { name: "Acme", updated_at: "then" }, { id: "a-1", kind: "user" })
    expect(calls).toEqual([
      {
        text: "update accounts_v2 set name = $3, updated_at = $4 where id = $1 and kind = $2",
        params: ["a-1", "user", "Acme", "then"],
      },
    ])
  })

  it("sends nulls and booleans as parameters", async () => {
    const { db, calls } = recording()
    await updateRows(db, "users", { unconfirmed_email: null, confirmed: true }, { id: "u-1" })
    expect(calls[0]).toEqual({
      text: "update users set unconfirmed_email = $2, confirmed = $3 where id = $1",
      params: ["u-1", null, true],
    })
  })

  it("stamps updated_at with when the event was recorded, on the row the event's data names", async () => {
    const { db, calls } = recording()
    const updateAccount = stampedUpdate("accounts", (data: { accountId: string }) => data.accountId)
    const recordedAt = new Date("2025-01-02T03:04:05Z")
    await updateAccount(
      { tx: { ...db, exec: async () => {} }, t: { accounts: "accounts_v2" } },
      { data: { accountId: "a-1" }, recordedAt },
      { name: "Acme" },
    )
    expect(calls[0]).toEqual({
      text: "update accounts_v2 set name = $2, updated_at = $3 where id = $1",
      params: ["a-1", "Acme", recordedAt],
    })
  })
})
