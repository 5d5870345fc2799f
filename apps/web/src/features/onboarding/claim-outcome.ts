import { type ClaimOutcome, claimOutcomes } from "@ignite/contracts/texts"

/** What /claim_result shows for a `resultMessage` (spec 01 §2): one of the spec's outcomes, or "other". */
export type ClaimResultView = ClaimOutcome | "other"

export const claimResultView = (resultMessage: string): ClaimResultView =>
  (claimOutcomes as readonly string[]).includes(resultMessage) ? (resultMessage as ClaimOutcome) : "other"
