import type { PolicyKind } from "@ignite/contracts"

/** One stream per kind holds every published version of that policy, oldest first. */
export const policyStreamId = (kind: PolicyKind) => `policy-${kind}`

export interface PolicyVersionPublishedData {
  readonly documentId: string
  readonly kind: PolicyKind
  readonly title: string
  /** The effective date readers see, `YYYY-MM-DD`. */
  readonly publishDate: string
  /** Sanitized HTML. */
  readonly content: string
  readonly publishedBy: string
}

export type PolicyEvent = {
  readonly type: "PolicyVersionPublished"
  readonly data: PolicyVersionPublishedData
}

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
