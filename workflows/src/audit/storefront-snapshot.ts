import {
  type Award,
  type ListingArtifact,
  type ListingView,
  type StorefrontAudience,
  type StorefrontSnapshot,
  socialMediaTypes,
} from "@ignite/contracts"
import type { ArtifactContent } from "@ignite/contracts/events"
import { naicsCodeById } from "@ignite/contracts/naics"
import { productServiceCodes } from "@ignite/contracts/reference"
import type { ListingNames } from "@ignite/projection-listings"
import type { StorefrontFold } from "./storefront-fold"

/**
 * A folded storefront as the marketplace answers a government user (spec 02 §3; the read models' own DTOs,
 * field for field): only what was published to them, with the same visibility rule (`canSeeListing`) seen
 * from a government user's side. Names of admin-kept lists are today's, as every storefront read gives them.
 */

const profileViewDays = 30
const dayMs = 24 * 60 * 60 * 1000
const socialMediaTypeNames = new Map<string, string>(socialMediaTypes.map((t) => [t.id, t.name]))
const pscById = new Map(productServiceCodes.map((code) => [code.id, code]))

type Open = Extract<StorefrontFold["listing"], { status: "open" }>

export const audienceOf = (fold: StorefrontFold): StorefrontAudience =>
  fold.listing.status !== "open"
    ? "notOpened"
    : !fold.listing.published
      ? "unpublished"
      : fold.listing.isOnlyVisionVisible
        ? "visionOnly"
        : "everyone"

const byNewest = <T extends { readonly createdAt: string; readonly position: number }>(a: T, b: T) =>
  b.createdAt.localeCompare(a.createdAt) || b.position - a.position

const artifactOf = (
  id: string,
  listingId: string,
  kind: ListingArtifact["kind"],
  content: ArtifactContent,
  dates: { readonly createdAt: string; readonly updatedAt: string },
  names: ListingNames,
): ListingArtifact => ({
  id,
  listingId,
  kind,
  name: content.name,
  description: content.description,
  url: content.url,
  logo: content.logoPath ? { path: content.logoPath } : null,
  startDate: content.startDate,
  endDate: content.endDate,
  listingArtifactAttachments: content.attachments.map((a) => ({
    id: a.id,
    name: a.name,
    description: a.description,
    file: { path: a.path, mimeType: a.mimeType, bytes: a.bytes, fileName: a.fileName ?? null },
  })),
  listingArtifactLinks: content.links.map((link) => ({ ...link })),
  listingArtifactTechnologyTypes: content.technologyTypeIds.map((technologyTypeId) => ({
    technologyTypeId,
    name: names.technologyType(technologyTypeId),
  })),
  createdAt: dates.createdAt,
  updatedAt: dates.updatedAt,
})

const artifactsOf = (fold: StorefrontFold, listingId: string, names: ListingNames) =>
  [...fold.artifacts.values()]
    .sort(byNewest)
    .flatMap(({ state, createdAt, updatedAt }) =>
      state.status === "live" && state.listingId === listingId
        ? [
            artifactOf(
              state.artifactId,
              listingId,
              state.kind,
              state.content,
              { createdAt, updatedAt },
              names,
            ),
          ]
        : [],
    )

const awardsOf = (fold: StorefrontFold, listingId: string): Award[] =>
  [...fold.awards.values()].sort(byNewest).flatMap(({ state, createdAt, updatedAt }) => {
    if (state.status !== "recorded" || state.listingId !== listingId) return []
    const f = state.facts
    return [
      {
        id: state.awardId,
        listingId,
        awardTitle: f.awardTitle,
        agency: f.agency,
        branch: f.branch,
        program: f.program,
        phase: f.phase,
        contractNumber: f.contractNumber,
        agencyTrackingNumber: f.agencyTrackingNumber,
        solicitationNumber: f.solicitationNumber,
        topicCode: f.topicCode,
        awardYear: f.awardYear,
        awardAmount: f.awardAmount,
        state: f.state,
        contractAwardDate: f.contractAwardDate,
        // SBIR.gov reports the award date as the contract's start (as the awards read model)
        contractStartDate: f.contractAwardDate,
        contractEndDate: f.contractEndDate,
        productServiceCode: null,
        principleNaicsCode: null,
        piName: f.piName,
        piTitle: f.piTitle,
        piPhone: f.piPhone,
        piEmail: f.piEmail,
        researchInstitutionName: f.researchInstitutionName,
        awardAbstract: f.awardAbstract,
        anticipatedBenefits: null,
        createdAt,
        updatedAt,
      },
    ]
  })

/** The owners' profile once they edited it, else the registry's (which no longer syncs after an edit). */
const listingViewOf = (
  fold: StorefrontFold,
  open: Open,
  at: Date,
  artifacts: readonly ListingArtifact[],
  names: ListingNames,
): ListingView => {
  const owner = open.ownerProfile
  const registry = open.registryProfile
  const since = at.getTime() - profileViewDays * dayMs
  return {
    id: open.listingId,
    accountId: open.accountId,
    uniqueEntityId: fold.uniqueEntityId,
    name: owner?.name ?? fold.registryName,
    website: owner?.website ?? registry?.website ?? null,
    addressLine1: owner?.addressLine1 ?? registry?.addressLine1 ?? "",
    addressLine2: owner?.addressLine2 ?? registry?.addressLine2 ?? "",
    addressLine3: owner?.addressLine3 ?? "",
    city: owner?.city ?? registry?.city ?? "",
    stateOrProvince: owner?.stateOrProvince ?? registry?.stateOrProvince ?? "",
    postalCode: owner?.postalCode ?? registry?.postalCode ?? "",
    country: owner?.country ?? registry?.country ?? "US",
    numberOfEmployees: registry?.numberOfEmployees ?? null,
    businessClassifications: (
      owner?.businessClassificationIds ??
      registry?.businessClassificationIds ??
      []
    ).map((id) => ({ id, name: names.businessClassification(id) })),
    tagLine: owner?.tagLine ?? null,
    logo: open.logoPath ? { path: open.logoPath } : null,
    yearFounded: owner?.yearFounded ?? null,
    samCode: owner?.samCode ?? null,
    dunsCode: owner?.dunsCode ?? null,
    cageCode: owner?.cageCode ?? null,
    capabilityStatement: owner?.capabilityStatement ?? null,
    pointOfContactId: owner?.pointOfContactId ?? null,
    naicsCodes: (owner?.naicsCodeIds ?? []).map((id) => {
      const naics = naicsCodeById.get(id)
      return { id, code: naics?.code ?? id, name: naics?.name ?? id }
    }),
    productServiceCodes: (owner?.productServiceCodeIds ?? []).map((id) => ({
      id,
      code: id,
      description: pscById.get(id)?.description ?? id,
    })),
    technologyTypes: (owner?.technologyTypeIds ?? []).map((id) => ({ id, name: names.technologyType(id) })),
    socialMediaAccounts: (owner?.socialMediaAccounts ?? []).map((account) => ({
      ...account,
      socialMediaTypeName: socialMediaTypeNames.get(account.socialMediaTypeId) ?? account.socialMediaTypeId,
    })),
    isPublished: open.published,
    isOnlyVisionVisible: open.isOnlyVisionVisible,
    views: fold.views.filter((viewedAt) => Date.parse(viewedAt) > since).length,
    lastProfileSync: fold.lastProfileSync && new Date(fold.lastProfileSync).toISOString(),
    updatedAt: fold.updatedAt,
    listingArtifactLinks: artifacts.flatMap((artifact) => artifact.listingArtifactLinks),
    listingArtifactAttachments: artifacts.flatMap((artifact) => artifact.listingArtifactAttachments),
  }
}

/** What government users saw of the storefront at `at`: nothing unless it was open and published. */
export const storefrontSnapshotOf = (
  fold: StorefrontFold,
  listingId: string,
  at: Date,
  names: ListingNames,
): StorefrontSnapshot => {
  const audience = audienceOf(fold)
  const seen = fold.listing.status === "open" && fold.listing.published ? fold.listing : null
  const artifacts = seen ? artifactsOf(fold, listingId, names) : []
  const awards = seen ? awardsOf(fold, listingId) : []
  const shownAwards = new Set(awards.map((award) => award.id))
  return {
    at: at.toISOString(),
    version: fold.version,
    audience,
    listing: seen && listingViewOf(fold, seen, at, artifacts, names),
    services: artifacts.filter((artifact) => artifact.kind === "service"),
    products: artifacts.filter((artifact) => artifact.kind === "product"),
    useCases: artifacts.filter((artifact) => artifact.kind === "use_case"),
    awards,
    hidden: [...fold.awards.entries()].flatMap(([awardId, award]) =>
      award.hidden && shownAwards.has(awardId) ? [{ awardId, ...award.hidden }] : [],
    ),
  }
}
