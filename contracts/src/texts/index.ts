/**
 * Texts and codes that server and browser both show, as plain constants: no effect Schema here, so a
 * page can import them (`@ignite/contracts/texts`) without loading the schema library. The schema modules
 * of the package root re-export them.
 */
export * from "./accounts"
export * from "./analytics"
export * from "./app"
export * from "./artifacts"
export * from "./auth-error-codes"
export * from "./captcha"
export * from "./chat"
export * from "./errors"
export * from "./first-view"
export * from "./govusers"
export * from "./identity"
export * from "./input"
export * from "./listings"
export * from "./maps"
export * from "./policies"
export * from "./search"
export * from "./setup"
