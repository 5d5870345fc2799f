import type { AppError } from "@ignite/contracts"
import type { MatchDigestEvent } from "@ignite/contracts/events"
import type { Decider, DecisionContext } from "@ignite/platform"

export { type MatchDigestEvent, matchDigestStreamId } from "@ignite/contracts/events"

/** At most one digest in this long. */
export const digestIntervalMs = 7 * 24 * 60 * 60 * 1000
/** How many new matches one digest lists at most (the rest stay new for the next one). */
export const digestSize = 5

/** A user's digest as the write side knows it: opted in or not, when the last one went, what it has listed. */
export interface MatchDigestState {
  readonly enabled: boolean
  readonly lastSentAt: string | null
  readonly sentIds: ReadonlySet<string>
}

export const initialMatchDigestState: MatchDigestState = {
  enabled: false,
  lastSentAt: null,
  sentIds: new Set(),
}

export const evolveMatchDigest = (state: MatchDigestState, event: MatchDigestEvent): MatchDigestState => {
  switch (event.type) {
    case "MatchDigestChanged":
      return { ...state, enabled: event.data.enabled }
    case "MatchDigestSent":
      return {
        ...state,
        lastSentAt: event.data.sentAt,
        sentIds: new Set([...state.sentIds, ...event.data.matchIds]),
      }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}

export type MatchDigestCommand =
  | { readonly type: "ChangeMatchDigest"; readonly userId: string; readonly enabled: boolean }
  | {
      readonly type: "SendMatchDigest"
      readonly userId: string
      readonly side: "companies" | "govUsers"
      /** The user's matches now, best first, as the list endpoint offers them (visible, not sent away). */
      readonly rankedIds: readonly string[]
    }

/**
 * The digest's rule: only for a user who opted in; at most one per `digestIntervalMs` (time from the
 * decision's context); it lists only matches no earlier digest listed, best first, at most `digestSize`;
 * nothing new, no digest (and the week does not start).
 */
export const decideMatchDigest = (
  command: MatchDigestCommand,
  state: MatchDigestState,
  ctx: DecisionContext,
): MatchDigestEvent[] | AppError => {
  switch (command.type) {
    case "ChangeMatchDigest":
      return command.enabled === state.enabled
        ? []
        : [
            {
              type: "MatchDigestChanged",
              data: { userId: command.userId, enabled: command.enabled, at: ctx.now.toISOString() },
            },
          ]
    case "SendMatchDigest": {
      if (!state.enabled) return []
      if (state.lastSentAt && ctx.now.getTime() - Date.parse(state.lastSentAt) < digestIntervalMs) return []
      const matchIds = [...new Set(command.rankedIds)]
        .filter((id) => !state.sentIds.has(id))
        .slice(0, digestSize)
      if (matchIds.length === 0) return []
      return [
        {
          type: "MatchDigestSent",
          data: { userId: command.userId, side: command.side, matchIds, sentAt: ctx.now.toISOString() },
        },
      ]
    }
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const matchDigestDecider: Decider<MatchDigestCommand, MatchDigestEvent, MatchDigestState> = {
  initialState: initialMatchDigestState,
  evolve: evolveMatchDigest,
  decide: decideMatchDigest,
}
