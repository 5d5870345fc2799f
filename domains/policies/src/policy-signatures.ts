import type { SignableKind } from "@ignite/contracts"

/** One stream per user holds every policy version that user agreed to. */
export const policySignaturesStreamId = (userId: string) => `policysignatures-${userId}`

export interface PolicySignedData {
  readonly userId: string
  readonly kind: SignableKind
  readonly documentId: string
  /** ISO timestamp. */
  readonly signedAt: string
}

export type PolicySignaturesEvent = { readonly type: "PolicySigned"; readonly data: PolicySignedData }

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
