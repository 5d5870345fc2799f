import type { PlatformModule } from "@ignite/platform"
import { policyDocumentsProjection } from "./policy-documents.projection"
import { policySignaturesProjection } from "./policy-signatures.projection"

export {
  latestPolicyDocument,
  policyDocumentHistory,
  policyDocumentsProjection,
} from "./policy-documents.projection"
export {
  policySignaturesProjection,
  unsignedLatestDocuments,
  unsignedLatestKinds,
} from "./policy-signatures.projection"

/** Published policy versions and who agreed to which: both inline, the terms gate reads them at once. */
export const policiesReadModel: PlatformModule = {
  name: "policies-read-model",
  projections: [policyDocumentsProjection, policySignaturesProjection],
}
