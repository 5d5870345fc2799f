import type { PlatformModule } from "@ignite/platform"
import { currentUsersProjection } from "./current-users.projection"

export { type AdminUsersFilter, adminUsersPage } from "./admin-users-query"
export {
  type ChatRecipientRow,
  type CurrentUserRow,
  chatRecipientRows,
  currentUserOf,
  findCurrentUser,
  loadCurrentUserRow,
} from "./current-user-query"
export { currentUsersProjection } from "./current-users.projection"

/** The current user read model, as the system runs it. */
export const currentUsersReadModel: PlatformModule = {
  name: "current-users",
  projections: [currentUsersProjection],
}
