/** The external documentation site behind every support link; `||` so an empty variable still falls back. */
export const supportUrl = import.meta.env.VITE_SUPPORT_URL || "https://support.ignite.example/docs"
