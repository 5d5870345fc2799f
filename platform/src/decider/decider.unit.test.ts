import { AppError } from "@ignite/contracts"
import { describe, expect, it } from "vitest"
import type { Decider } from "./decider"
import { deciderSpec, fixedContext } from "./testing"

// A tiny decider exercising the toolkit the way domains will use it.
type Event = { type: "Opened"; data: { id: string; at: string } } | { type: "Closed"; data: { at: string } }
type Command = { type: "Open" } | { type: "Close" }
type State = { status: "none" } | { status: "open"; id: string } | { status: "closed" }

const door: Decider<Command, Event, State> = {
  initialState: { status: "none" },
  evolve: (state, event) => {
    switch (event.type) {
      case "Opened":
        return { status: "open", id: event.data.id }
      case "Closed":
        return { status: "closed" }
      default: {
        const _exhaustive: never = event
        return state
      }
    }
  },
  decide: (command, state, ctx) => {
    switch (command.type) {
      case "Open":
        if (state.status === "open") return new AppError("Conflict", "Already open")
        return [{ type: "Opened", data: { id: ctx.newId(), at: ctx.now.toISOString() } }]
      case "Close":
        if (state.status !== "open") return new AppError("NotFound", "Nothing to close")
        return [{ type: "Closed", data: { at: ctx.now.toISOString() } }]
      default: {
        const _exhaustive: never = command
        return []
      }
    }
  },
}

const spec = deciderSpec(door, fixedContext())

describe("decider toolkit", () => {
  it("passes time and ids in: given nothing, when Open, then Opened", () => {
    spec
      .given([])
      .when({ type: "Open" })
      .thenEvents([
        {
          type: "Opened",
          data: { id: "00000000-0000-4000-8000-000000000001", at: "2026-01-01T00:00:00.000Z" },
        },
      ])
  })

  it("reports expected failures by code and message", () => {
    spec
      .given([{ type: "Opened", data: { id: "x", at: "t" } }])
      .when({ type: "Open" })
      .thenFails("Conflict", "Already open")
  })

  it("folds state after the decision", () => {
    spec
      .given([{ type: "Opened", data: { id: "x", at: "t" } }])
      .when({ type: "Close" }, { now: new Date("2026-02-02T00:00:00.000Z") })
      .thenState((state) => expect(state).toEqual({ status: "closed" }))
  })

  it("fails loudly when the events differ", () => {
    expect(() => spec.given([]).when({ type: "Open" }).thenEvents([])).toThrow(/Events differ/)
    expect(() => spec.given([]).when({ type: "Close" }).thenEvents([])).toThrow(/decide failed with NotFound/)
  })
})
