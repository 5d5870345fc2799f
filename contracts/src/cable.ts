import { Schema } from "effect"

/**
 * A client's frame on `/cable` (ActionCable framing): subscribe to or unsubscribe from a channel. Other
 * commands (a channel action, `message`) are not served and are ignored, as is anything that is not this.
 */
export const CableCommand = Schema.Struct({
  command: Schema.Literals(["subscribe", "unsubscribe"]),
  identifier: Schema.String.check(Schema.isMaxLength(1_000)),
})
export type CableCommand = typeof CableCommand.Type

/** A subscription's identifier, a JSON text naming the channel: `{"channel":"ChatChannel"}`. */
export const CableIdentifier = Schema.Struct({ channel: Schema.String.check(Schema.isMaxLength(100)) })
export type CableIdentifier = typeof CableIdentifier.Type
