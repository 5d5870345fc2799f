import type { PlatformModule } from "@ignite/platform"
import { savedSearchesProjection } from "./saved-searches.projection"

export { findSavedSearch, savedSearchesOf, savedSearchesProjection } from "./saved-searches.projection"

/** The search read models: government users' saved searches (the marketplace index comes with search). */
export const savedSearchesReadModel: PlatformModule = {
  name: "search-read-model",
  projections: [savedSearchesProjection],
}
