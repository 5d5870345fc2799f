/**
 * The self-hosted ALTCHA captcha, shared by the server that signs and verifies challenges and the form
 * field that solves them. The solved payload travels in the spec's `recaptchaToken` field (spec 01 §7).
 */
export const captchaChallengePath = "/api/v1/captcha/challenge"

export const captchaMessages = {
  /** A form was sent without a solved captcha, or with one that is forged, expired or already used. */
  required: "Please complete the captcha to show you are a person.",
  /** The challenge could not be fetched or solved in the browser. */
  failed: "The captcha could not be completed. Please try again.",
} as const

export const captchaErrors = {
  InvalidCaptcha: { status: 400, message: captchaMessages.required },
} as const
