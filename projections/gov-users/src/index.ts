import type { PlatformModule } from "@ignite/platform"
import { govUsersProjection } from "./gov-users.projection"

export {
  findGovUser,
  type GovUserNames,
  type GovUserSearch,
  govUserOf,
  isVisionLinked,
  searchGovUsers,
} from "./gov-user-query"
export { govUsersProjection } from "./gov-users.projection"

/** Government users as others find and view them. */
export const govUsersReadModel: PlatformModule = {
  name: "gov-users-read-model",
  projections: [govUsersProjection],
}
