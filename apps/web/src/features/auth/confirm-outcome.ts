import { identityMessages } from "@ignite/contracts"
import { errorCodeOf } from "../../lib/api-error"

/** Why a confirmation link failed, in the user's words (spec 01 §8 Confirmation). */
export const confirmFailureReason = (error: unknown): string => {
  switch (errorCodeOf(error)) {
    case "InvalidConfirmationToken":
      return identityMessages.invalidConfirmationToken
    case "ConfirmationPeriodExpired":
      return identityMessages.confirmationExpired
    default:
      return identityMessages.confirmProblem
  }
}

/** Spec 01 §9: the spinner stays a second before the call and a second after it. */
export const confirmDelayMs = 1000
