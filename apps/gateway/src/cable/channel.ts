import type { Auth } from "../auth/authenticate"
import type { Services } from "../context"

/**
 * A live channel over /cable, ActionCable-style: a client subscribes with an identifier like
 * {"channel":"EventsChannel"}; the channel authorizes and then pushes messages until unsubscribed.
 */
export interface CableChannel {
  readonly name: string
  /** Returns the unsubscribe function, or undefined to reject the subscription. */
  subscribe(args: {
    auth: Extract<Auth, { kind: "token" }>
    params: Record<string, unknown>
    services: Services
    send: (message: unknown) => void
  }): (() => void) | undefined
}
