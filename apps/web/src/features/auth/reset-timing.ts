/** Spec 01 §9: the password reset messages stay 5000 ms, not the usual 3000. */
export const resetMessageMs = 5000
