/** What the widget reports on `statechange` (altcha's State enum, as strings). */
export interface CaptchaStateDetail {
  readonly state: string
  readonly payload?: string
}

/**
 * The form's `recaptchaToken` for a widget state: the solved payload once verified, otherwise empty
 * (not solved yet, solving, expired or failed), so a form can never send a stale solution.
 */
export const tokenFor = (detail: CaptchaStateDetail): string =>
  detail.state === "verified" && typeof detail.payload === "string" ? detail.payload : ""

/** A challenge expires after ten minutes; a user still filling the form gets a fresh one solved for them. */
export const needsFreshChallenge = (detail: CaptchaStateDetail) => detail.state === "expired"
