import type { PlatformModule } from "@ignite/platform"
import { currentUsersProjection } from "./current-users.projection"
import { identityMailReactor } from "./mails"
import { identityMigrations } from "./migrations"
import type { TokenKeys } from "./secure-tokens"

export {
  createIdentityService,
  type IdentityService,
  type SessionGrant,
  type SessionVerdict,
} from "./identity-service"
export { renderIdentityMail } from "./mails"
export { createTokenKeys, type TokenKeys } from "./secure-tokens"
export { type UserEvent, userStreamId } from "./user"
export { type UserCommand, userDecider } from "./user.decide"

/** The identity capability's migrations, read models and the reactor that mails its links. */
export const identityModule = (deps: { tokenKeys: TokenKeys; publicUrl: string }): PlatformModule => ({
  name: "identity",
  migrations: identityMigrations,
  projections: [currentUsersProjection],
  reactors: ({ mailer, sql }) => [identityMailReactor({ mailer, sql, ...deps })],
})
