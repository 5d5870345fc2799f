import { describe, expect, it } from "vitest"
import type { RecordedEvent } from "./types"
import { defineUpcaster, upcast, upcasterRegistry } from "./upcasting"

const recorded = (data: unknown, schemaVersion: number): RecordedEvent => ({
  type: "SignedIn",
  data,
  schemaVersion,
  metadata: {},
  eventId: "e-1",
  streamId: "user-1",
  streamType: "user",
  streamVersion: 1,
  globalPosition: 1,
  transactionId: "1",
  recordedAt: new Date(0),
})

describe("upcasters", () => {
  it("refuses a step that would lead past the contract's current version", () => {
    // SignedIn is at version 1 in the contracts: there is nothing older to lift from
    expect(() => defineUpcaster({ eventType: "SignedIn", fromVersion: 1, upcast: (data) => data })).toThrow(
      /past its contract's version 1/,
    )
  })

  it("lifts old payloads step by step and leaves current ones alone", () => {
    const registry = upcasterRegistry([
      { eventType: "SignedIn", fromVersion: 1, upcast: (data) => ({ ...(data as object), v2: true }) },
      { eventType: "SignedIn", fromVersion: 2, upcast: (data) => ({ ...(data as object), v3: true }) },
    ])
    expect(upcast(recorded({ userId: "u" }, 1), registry)).toMatchObject({
      schemaVersion: 3,
      data: { userId: "u", v2: true, v3: true },
    })
    const current = recorded({ userId: "u" }, 3)
    expect(upcast(current, registry)).toBe(current)
  })
})
