import type { PlatformModule } from "@ignite/platform"
import { currentUsersProjection } from "./current-users.projection"
import { identityMigrations } from "./migrations"

export { createIdentityService, type IdentityService, type SessionGrant, type SessionVerdict } from "./identity-service"
export { createTokenKeys, type TokenKeys } from "./secure-tokens"
export { userDecider, type UserCommand } from "./user.decide"
export { type UserEvent, userStreamId } from "./user"

export const identityModule: PlatformModule = {
  name: "identity",
  migrations: identityMigrations,
  projections: [currentUsersProjection],
}
