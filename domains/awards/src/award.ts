import type { AwardEvent, AwardFacts } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { type AwardEvent, awardStreamId } from "@ignite/contracts/events"

/** The award stream's events as its decider produces them, people's fields marked for sealing. */
export type AwardStreamEvent = AwardEvent & { readonly personal?: PersonalFields }

export type AwardState =
  | { readonly status: "none" }
  | {
      readonly status: "recorded"
      readonly awardId: string
      readonly accountId: string
      readonly listingId: string
      readonly facts: AwardFacts
    }

export const initialAwardState: AwardState = { status: "none" }

export const evolveAward = (state: AwardState, event: AwardStreamEvent): AwardState => {
  switch (event.type) {
    case "AwardRecorded": {
      const {
        awardId,
        accountId,
        listingId,
        source: _s,
        sourceKey: _k,
        recordedAt: _r,
        ...facts
      } = event.data
      return { status: "recorded", awardId, accountId, listingId, facts }
    }
    case "AwardAmended": {
      if (state.status !== "recorded") return state
      const { awardId: _a, accountId: _c, listingId: _l, amendedAt: _t, ...changes } = event.data
      return { ...state, facts: { ...state.facts, ...changes } }
    }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
