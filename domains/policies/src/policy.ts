import type { PolicyEvent, PolicyVersionPublishedData } from "@ignite/contracts/events"

export { type PolicyEvent, type PolicyVersionPublishedData, policyStreamId } from "@ignite/contracts/events"

export type PolicyState =
  | { readonly status: "unpublished" }
  | {
      readonly status: "published"
      /** Document ids in publish order; the last one is the version users must agree to. */
      readonly versions: readonly string[]
      readonly latest: PolicyVersionPublishedData
    }

export const initialPolicyState: PolicyState = { status: "unpublished" }

export const evolvePolicy = (state: PolicyState, event: PolicyEvent): PolicyState => {
  switch (event.type) {
    case "PolicyVersionPublished":
      return {
        status: "published",
        versions: [...(state.status === "published" ? state.versions : []), event.data.documentId],
        latest: event.data,
      }
    default: {
      const _exhaustive: never = event.type
      return state
    }
  }
}
