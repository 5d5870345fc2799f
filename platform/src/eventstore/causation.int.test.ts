import { describe, expect, it } from "vitest"
import { createRunner, subscriptionWorker } from "../subscriptions/runner"
import { driverName } from "../testing"
import { useTestStore } from "../testing/conformance"
import { upcastMetadata, withCausation } from "./causation"

describe(`causation on every appended event (${driverName()})`, () => {
  const db = useTestStore()

  it("stamps the request's actor and ids on what it appends, under what the writer says itself", async () => {
    const { store } = db
    const { events } = await withCausation(
      { actorId: "user-1", requestId: "req-1", correlationId: "req-1" },
      () =>
        store.append("causation-1", [
          { type: "Noted", data: {} },
          { type: "Noted", data: {}, metadata: { actorId: "user-2" } },
          // a command run without an actor of its own keeps the request's
          { type: "Noted", data: {}, metadata: { actorId: undefined } },
        ]),
    )
    expect(events.map((e) => e.metadata)).toEqual([
      { actorId: "user-1", requestId: "req-1", correlationId: "req-1" },
      { actorId: "user-2", requestId: "req-1", correlationId: "req-1" },
      { actorId: "user-1", requestId: "req-1", correlationId: "req-1" },
    ])
    const read = (await store.readStream("causation-1")).events
    expect(read.map((e) => e.metadata.requestId)).toEqual(["req-1", "req-1", "req-1"])
    // outside any context, nothing is made up
    expect((await store.append("causation-2", [{ type: "Noted", data: {} }])).events[0]!.metadata).toEqual({})
  })

  it("has a reactor's appends caused by the event it handled, in that request's correlation", async () => {
    const { store } = db
    const [cause] = (
      await withCausation({ actorId: "user-1", requestId: "req-9", correlationId: "req-9" }, () =>
        store.append("causation-3", [{ type: "Asked", data: {} }]),
      )
    ).events
    const runner = createRunner(store)
    runner.add(
      subscriptionWorker(store, {
        name: "causation-reactor",
        eventTypes: ["Asked"],
        handle: async (events, tx) => {
          for (const event of events)
            await store.append(`answer-${event.streamId}`, [{ type: "Answered", data: {} }], { tx })
        },
      }),
    )
    await runner.drain("causation-reactor")
    const [answer] = (await store.readStream("answer-causation-3")).events
    expect(answer!.metadata).toEqual({
      actorId: "system:causation-reactor",
      causationId: cause!.eventId,
      correlationId: "req-9",
    })
  })

  it("reads an old event's metadata as if it had been stamped: its data's `by` as actor, null where nothing says", () => {
    expect(upcastMetadata({}, { by: "admin-1" })).toEqual({
      actorId: "admin-1",
      requestId: null,
      correlationId: null,
    })
    expect(upcastMetadata(null, { name: "x" })).toEqual({
      actorId: null,
      requestId: null,
      correlationId: null,
    })
    expect(upcastMetadata({ actorId: "u", requestId: "r" }, {})).toEqual({
      actorId: "u",
      requestId: "r",
      correlationId: "r",
    })
  })
})
