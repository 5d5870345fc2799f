import type { PlatformModule } from "@ignite/platform"
import { policyDocumentsProjection } from "./policy-documents.projection"
import { policySignaturesProjection } from "./policy-signatures.projection"

export const policiesModule: PlatformModule = {
  name: "policies",
  projections: [policyDocumentsProjection, policySignaturesProjection],
}
