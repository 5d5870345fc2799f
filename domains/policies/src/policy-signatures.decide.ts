import {
  AppError,
  isSignableKind,
  type PolicyKind,
  policyErrors,
  policyNotFoundMessage,
} from "@ignite/contracts"
import type { Decider, DecisionContext } from "@ignite/platform"
import {
  evolvePolicySignatures,
  initialPolicySignaturesState,
  type PolicySignaturesEvent,
  type PolicySignaturesState,
  signatureOf,
} from "./policy-signatures"

export type PolicySignaturesCommand = {
  readonly type: "SignPolicy"
  readonly userId: string
  readonly kind: PolicyKind
  readonly documentId: string
  /**
   * The kind's published document ids in publish order, read from its policy stream by the caller: the
   * "latest version only" rule spans two streams, and the owning stream is the one to ask.
   */
  readonly publishedVersions: readonly string[]
}

const signPolicy = (
  command: PolicySignaturesCommand,
  state: PolicySignaturesState,
  ctx: DecisionContext,
): PolicySignaturesEvent[] | AppError => {
  const { kind, documentId, publishedVersions } = command
  if (!isSignableKind(kind))
    return new AppError(
      "PolicyNotSignable",
      policyErrors.PolicyNotSignable.message(),
      undefined,
      policyErrors.PolicyNotSignable.status,
    )
  // Agreeing again (a retried request) changes nothing, even after a newer version appeared.
  if (signatureOf(state, documentId)?.kind === kind) return []
  if (publishedVersions.length === 0) return new AppError("NotFound", policyNotFoundMessage(kind))
  if (!publishedVersions.includes(documentId)) return new AppError("NotFound")
  if (publishedVersions.at(-1) !== documentId)
    return new AppError(
      "OutdatedPolicy",
      policyErrors.OutdatedPolicy.message(kind),
      undefined,
      policyErrors.OutdatedPolicy.status,
    )
  return [
    {
      type: "PolicySigned",
      data: { userId: command.userId, kind, documentId, signedAt: ctx.now.toISOString() },
    },
  ]
}

export const decidePolicySignatures = (
  command: PolicySignaturesCommand,
  state: PolicySignaturesState,
  ctx: DecisionContext,
): PolicySignaturesEvent[] | AppError => {
  switch (command.type) {
    case "SignPolicy":
      return signPolicy(command, state, ctx)
    default: {
      const _exhaustive: never = command.type
      return []
    }
  }
}

export const policySignaturesDecider: Decider<
  PolicySignaturesCommand,
  PolicySignaturesEvent,
  PolicySignaturesState
> = {
  initialState: initialPolicySignaturesState,
  evolve: evolvePolicySignatures,
  decide: decidePolicySignatures,
}
