import { eventContracts, type KnownEventType } from "@ignite/contracts/events"
import type { RecordedEvent } from "./types"

/**
 * Events are never rewritten; old shapes are lifted on read. An upcaster takes the payload at
 * `fromVersion` and returns it at `fromVersion + 1`; chains run until no upcaster applies.
 */
export interface Upcaster {
  /** An event type of the contracts (`@ignite/contracts/events`), whose `version` it lifts towards. */
  readonly eventType: string
  readonly fromVersion: number
  readonly upcast: (data: unknown) => unknown
}

export type Upcasters = ReadonlyMap<string, readonly Upcaster[]>

/**
 * An upcaster for a contracted event: the type is checked against the contracts, and the step must lead
 * below the contract's current version (the last step yields the current payload).
 */
export const defineUpcaster = <K extends KnownEventType>(upcaster: {
  readonly eventType: K
  readonly fromVersion: number
  readonly upcast: (data: unknown) => unknown
}): Upcaster => {
  const current = (eventContracts as Record<string, { version: number }>)[upcaster.eventType]!.version
  if (upcaster.fromVersion >= current)
    throw new Error(
      `An upcaster of ${upcaster.eventType} from version ${upcaster.fromVersion} leads past its contract's version ${current}`,
    )
  return upcaster
}

export const upcasterRegistry = (list: readonly Upcaster[]): Upcasters => {
  const map = new Map<string, Upcaster[]>()
  for (const upcaster of list) map.set(upcaster.eventType, [...(map.get(upcaster.eventType) ?? []), upcaster])
  return map
}

export const upcast = (event: RecordedEvent, upcasters: Upcasters | undefined): RecordedEvent => {
  const chain = upcasters?.get(event.type)
  if (!chain) return event
  let { data, schemaVersion } = event
  for (;;) {
    const step = chain.find((candidate) => candidate.fromVersion === schemaVersion)
    if (!step) break
    data = step.upcast(data)
    schemaVersion += 1
  }
  return schemaVersion === event.schemaVersion ? event : { ...event, data, schemaVersion }
}
