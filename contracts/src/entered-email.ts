// Plain, without effect's Schema: the sign-in page checks an entered email with this alone
// (`@ignite/contracts/entered-email`), the EnteredEmail schema on the server with the same two functions.

/** As the server reads an entered email: trimmed, lower-cased. */
export const normalizeEnteredEmail = (typed: string) => typed.trim().toLowerCase()

/**
 * An email as typed at sign-in or in a reset request (spec 01 §5), once normalized: it only has to be there.
 * A malformed one belongs to nobody, so it gets the answer of an unknown address rather than a 400 that would
 * differ.
 */
export const isEnteredEmail = (normalized: string) => normalized.length > 0 && normalized.length <= 254
