import type { PlatformModule } from "@ignite/platform"
import { revealsProjection } from "./reveals.projection"

export {
  findReveal,
  openSubjectsOf,
  type RevealRecord,
  revealsPage,
  revealsProjection,
} from "./reveals.projection"

/** The audit read model: the record of who revealed whose personal data in the history. */
export const revealsReadModel: PlatformModule = {
  name: "audit-read-model",
  projections: [revealsProjection],
}
