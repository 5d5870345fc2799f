import { type GovProfileEvent, govUserEvents, govUserStreamId } from "@ignite/contracts/events"
import type { PersonalFields } from "@ignite/platform"

export { govUserStreamId }

/** The government profile stream's events, with their personal fields marked for sealing. */
export type GovUserEvent = GovProfileEvent & { readonly personal?: PersonalFields }

export const personalFieldsOf = (type: GovUserEvent["type"]): readonly string[] | undefined =>
  (govUserEvents[type] as { personal?: readonly string[] }).personal

/** What decisions need: the lines of effort kept (their ids survive edits) and the VISION link. */
export interface GovProfileState {
  readonly linesOfEffort: readonly { readonly id: string; readonly details: string }[]
  readonly visionUserId: string | null
  readonly saved: boolean
}

export const initialGovProfileState: GovProfileState = { linesOfEffort: [], visionUserId: null, saved: false }

export const evolveGovProfile = (state: GovProfileState, event: GovUserEvent): GovProfileState => {
  switch (event.type) {
    case "GovProfileSaved":
      return { ...state, saved: true, linesOfEffort: event.data.linesOfEffort }
    case "GovUserLinkedToVision":
      return { ...state, visionUserId: event.data.visionUserId }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
