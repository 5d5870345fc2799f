import type { ArtifactKind } from "@ignite/contracts"
import {
  type AwardFacts,
  accountStreamId,
  awardStreamId,
  listingArtifactStreamId,
  listingStreamId,
  type OwnerProfile,
} from "@ignite/contracts/events"
import { event, type ProjectionHarness } from "./projection-harness"

/**
 * Storefronts, offers and awards for the read models' tests (search, matches), appended as their domains write
 * them. Test support only.
 */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`

export interface FixtureListing {
  readonly id: string
  readonly accountId: string
  readonly name: string
  readonly openedAt: string
  readonly profile?: Partial<OwnerProfile>
  readonly published?: boolean
  readonly visionOnly?: boolean
}

export const ownerProfile = (name: string, more: Partial<OwnerProfile> = {}): OwnerProfile => ({
  name,
  tagLine: `${name} at your service`,
  website: `https://${name.toLowerCase().replace(/\W+/g, "")}.example`,
  yearFounded: 2015,
  samCode: null,
  dunsCode: null,
  cageCode: null,
  capabilityStatement: "<p>We deliver.</p>",
  addressLine1: "1 Main St",
  addressLine2: "",
  addressLine3: "",
  city: "Dayton",
  stateOrProvince: "OH",
  postalCode: "45402",
  country: "US",
  pointOfContactId: uuid(999),
  naicsCodeIds: [],
  productServiceCodeIds: [],
  businessClassificationIds: [],
  technologyTypeIds: [],
  socialMediaAccounts: [],
  ...more,
})

/** Opens the storefront (as the registry does), edits it (as its owners do) and publishes it if asked. */
export const appendListing = async (harness: ProjectionHarness, listing: FixtureListing) => {
  const events = [
    event("ListingOpened", {
      listingId: listing.id,
      accountId: listing.accountId,
      uniqueEntityId: `UEI${listing.id.slice(-9)}`,
      name: listing.name,
      openedAt: listing.openedAt,
    }),
    ...(listing.profile
      ? [
          event("ListingEdited", {
            listingId: listing.id,
            editedBy: "owner",
            profile: ownerProfile(listing.name, listing.profile),
          }),
        ]
      : []),
    ...(listing.visionOnly
      ? [
          event("ListingVisibilityChanged", {
            listingId: listing.id,
            isOnlyVisionVisible: true,
            changedBy: "owner",
          }),
        ]
      : []),
    ...(listing.published
      ? [
          event("ListingPublished", {
            listingId: listing.id,
            publishedBy: "owner",
            publishedAt: listing.openedAt,
          }),
        ]
      : []),
  ]
  await harness.append(listingStreamId(listing.id), ...events)
}

export const appendArtifact = (
  harness: ProjectionHarness,
  listing: FixtureListing,
  artifactId: string,
  kind: ArtifactKind,
  content: { name: string; description: string; technologyTypeIds?: string[] },
) =>
  harness.append(
    listingArtifactStreamId(artifactId),
    event("ListingArtifactCreated", {
      artifactId,
      listingId: listing.id,
      accountId: listing.accountId,
      kind,
      createdBy: "owner",
      artifact: {
        name: content.name,
        description: content.description,
        url: null,
        logoPath: null,
        startDate: null,
        endDate: null,
        technologyTypeIds: content.technologyTypeIds ?? [],
        attachments: [],
        links: [],
      },
    }),
  )

export const awardFacts = (title: string, more: Partial<AwardFacts> = {}): AwardFacts => ({
  awardTitle: title,
  agency: "Department of Defense",
  branch: "Air Force",
  phase: "Phase I",
  program: "SBIR",
  agencyTrackingNumber: null,
  contractNumber: null,
  contractAwardDate: "2024-03-15",
  contractEndDate: "2024-12-31",
  solicitationNumber: null,
  solicitationYear: 2024,
  topicCode: null,
  awardYear: 2024,
  awardAmount: 149_999.5,
  state: "OH",
  awardAbstract: null,
  piName: null,
  piTitle: null,
  piPhone: null,
  piEmail: null,
  researchInstitutionName: null,
  researchInstitutionPocName: null,
  researchInstitutionPocPhone: null,
  ...more,
})

export const appendAward = (
  harness: ProjectionHarness,
  listing: FixtureListing,
  awardId: string,
  facts: AwardFacts,
) =>
  harness.append(
    awardStreamId(awardId),
    event("AwardRecorded", {
      awardId,
      accountId: listing.accountId,
      listingId: listing.id,
      source: "sbir.gov",
      sourceKey: `key-${awardId}`,
      recordedAt: "2026-01-01T00:00:00.000Z",
      ...facts,
    }),
  )

export const renameInRegistry = (harness: ProjectionHarness, listing: FixtureListing, name: string) =>
  harness.append(
    accountStreamId(listing.accountId),
    event("AccountRegistryUpdated", { accountId: listing.accountId, name, contactEmail: "x@example.com" }),
  )
