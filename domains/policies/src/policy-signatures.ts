import type { PolicySignaturesEvent, PolicySignedData } from "@ignite/contracts/events"

export {
  type PolicySignaturesEvent,
  type PolicySignedData,
  policySignaturesStreamId,
} from "@ignite/contracts/events"

export type PolicySignaturesState =
  | { readonly status: "none" }
  | {
      readonly status: "signing"
      /** By document id: document ids are unique across kinds. */
      readonly signed: Readonly<Record<string, PolicySignedData>>
    }

export const initialPolicySignaturesState: PolicySignaturesState = { status: "none" }

export const evolvePolicySignatures = (
  state: PolicySignaturesState,
  event: PolicySignaturesEvent,
): PolicySignaturesState => {
  switch (event.type) {
    case "PolicySigned":
      return {
        status: "signing",
        signed: { ...(state.status === "signing" ? state.signed : {}), [event.data.documentId]: event.data },
      }
    default: {
      const _exhaustive: never = event.type
      return state
    }
  }
}

export const signatureOf = (
  state: PolicySignaturesState,
  documentId: string,
): PolicySignedData | undefined => (state.status === "signing" ? state.signed[documentId] : undefined)
