import type { PlatformModule, TokenKeys } from "@ignite/platform"
import { identityMailReactor } from "./mails"
import { identityMigrations } from "./migrations"

export { emailHasUser } from "./identity-context"
export { createIdentityService, type IdentityDeps, type IdentityService } from "./identity-service"
export { renderIdentityMail } from "./mails"
export type { RolesOfUser } from "./roles"
export type { Gate, SessionGrant, SessionState, SessionVerdict } from "./sessions"
export { type UserEvent, userStreamId } from "./user"
export { type UserCommand, userDecider } from "./user.decide"

/** The identity capability's own tables and the reactor that mails its links. */
export const identityModule = (deps: { tokenKeys: TokenKeys; publicUrl: string }): PlatformModule => ({
  name: "identity",
  migrations: identityMigrations,
  reactors: ({ mailer, sql }) => [identityMailReactor({ mailer, sql, ...deps })],
})
