import type { RevealEvent } from "@ignite/contracts/events"

export { type RevealEvent, revealStreamId } from "@ignite/contracts/events"

/** A reveal: not asked yet, or asked, once. */
export type RevealState = { readonly status: "none" } | { readonly status: "revealed"; readonly id: string }

export const initialRevealState: RevealState = { status: "none" }

export const evolveReveal = (state: RevealState, event: RevealEvent): RevealState => {
  switch (event.type) {
    case "PersonalDataRevealed":
      return { status: "revealed", id: event.data.revealId }
    default: {
      const _exhaustive: never = event.type
      return state
    }
  }
}
