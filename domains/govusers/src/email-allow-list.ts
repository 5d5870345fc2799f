import { defaultGovEmailAllowList } from "@ignite/contracts"
import { type GovEmailAllowListEvent, govEmailAllowListStreamId } from "@ignite/contracts/events"

export type { GovEmailAllowListEvent }
export { govEmailAllowListStreamId }

/** The domains and addresses that may sign up as government users without a partner token. */
export interface GovEmailAllowListState {
  readonly entries: readonly string[]
}

/** An empty stream is the defaults: .mil, .gov and ignite.local (the demo's addresses). */
export const initialAllowListState: GovEmailAllowListState = { entries: [...defaultGovEmailAllowList] }

export const evolveAllowList = (
  state: GovEmailAllowListState,
  event: GovEmailAllowListEvent,
): GovEmailAllowListState => {
  switch (event.type) {
    case "GovEmailAllowEntryAdded":
      return { entries: [...state.entries, event.data.entry] }
    case "GovEmailAllowEntryRemoved":
      return { entries: state.entries.filter((entry) => entry !== event.data.entry) }
    default: {
      const _exhaustive: never = event
      return state
    }
  }
}
