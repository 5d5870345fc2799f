import type { Schema } from "effect"

/**
 * The public contract of one event type: its payload schema at the current schema version and which payload
 * fields are personal (sealed per data subject, erasable; they read back as null once erased). Deciders
 * produce these payloads, `evolve` and projections fold them, upcasters lift older versions up to `version`.
 */
export interface EventContract<S extends Schema.Top = Schema.Top> {
  /** The schema version new events are written at; older ones are upcast on read. */
  readonly version: number
  readonly data: S
  readonly personal?: readonly string[]
}

export type EventContracts = Readonly<Record<string, EventContract>>

/** A domain's event contracts, keyed by event type (past tense). */
export const defineEvents = <const M extends EventContracts>(contracts: M): M => contracts

/** Event type -> payload type. */
export type EventDataOf<M extends EventContracts> = { readonly [K in keyof M & string]: M[K]["data"]["Type"] }

/** The tagged union of a domain's events, as deciders and projections see them. */
export type EventUnionOf<M extends EventContracts> = {
  readonly [K in keyof M & string]: { readonly type: K; readonly data: M[K]["data"]["Type"] }
}[keyof M & string]
