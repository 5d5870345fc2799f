import type { ArtifactKind } from "@ignite/contracts"
import type { ArtifactType, ListingTab } from "../listing-search"

// Plain constants (the contracts' `artifactKinds` would bring effect's Schema into the listing view's chunk).

/** The listing view's tab of each kind (spec 02 §2 Listing view). */
export const tabOfKind = {
  product: "PRODUCTS",
  service: "SERVICES",
  use_case: "USE_CASES",
} as const satisfies Record<ArtifactKind, ListingTab>

/** The `artifactType` a card of each kind writes into the address to open its details. */
export const typeOfKind = {
  service: "service",
  product: "product",
  use_case: "use case",
} as const satisfies Record<ArtifactKind, ArtifactType>

/** The kind an `artifactType` names, or undefined for awards and anything else. */
export const kindOfType = (type: string): ArtifactKind | undefined =>
  (Object.keys(typeOfKind) as ArtifactKind[]).find((kind) => typeOfKind[kind] === type)

/** Which artifacts carry technology types (use cases have dates instead). */
export const hasTechnologyTypes = (kind: ArtifactKind) => kind !== "use_case"

/** The REST collection of each kind under `/api/v1/listings/{id}/` (contracts' `artifactCollections`). */
export const collectionOfKind = {
  service: "listing_services",
  product: "listing_products",
  use_case: "listing_use_cases",
} as const satisfies Record<ArtifactKind, string>

/** The multipart field prefix of each kind, its collection's singular (`listing_service[name]`), as the gateway reads it. */
export const formPrefixOf = (kind: ArtifactKind) => collectionOfKind[kind].slice(0, -1)
