import { describe, expect, it } from "vitest"
import type { RecordedEvent } from "../eventstore/types"
import { type ProjectionContext, projectionOver } from "./projection"

type Events = { Added: { n: number }; Removed: { n: number } }
const event = (type: keyof Events, n: number) => ({ type, data: { n } }) as unknown as RecordedEvent

describe("a projection's handlers", () => {
  it("hands a run of one type to its batch handler in one call, in log order, the rest one by one", async () => {
    const calls: string[] = []
    const projection = projectionOver<Events>()({
      name: "probe",
      version: 1,
      mode: "inline",
      tables: {},
      handlers: { Removed: async ({ data }) => void calls.push(`removed ${data.n}`) },
      batches: { Added: async (events) => void calls.push(`added ${events.map((e) => e.data.n).join(",")}`) },
    })
    expect([...projection.eventTypes].sort()).toEqual(["Added", "Removed"])
    await projection.handle(
      [event("Added", 1), event("Added", 2), event("Removed", 1), event("Removed", 2), event("Added", 3)],
      {} as ProjectionContext,
    )
    expect(calls).toEqual(["added 1,2", "removed 1", "removed 2", "added 3"])
  })
})
