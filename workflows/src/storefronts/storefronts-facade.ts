import type { AccountsService } from "@ignite/domain-accounts"
import type { AwardsService } from "@ignite/domain-awards"
import { createArtifactsService, type ListingsService } from "@ignite/domain-listings"
import type { EventStore, FileStore, Logger, Sql } from "@ignite/platform"
import type { ResourceAccess } from "../access/resource-access"
import { createArtifactReads } from "../reads/artifact-reads"
import { type Reads, shareOfReads } from "../reads/reads"
import type { ReferenceLists } from "../reads/reference-lists"
import { createArtifactEdits } from "./artifact-edits"
import { createStorefrontEdits } from "./storefront-edits"
import { createStorefrontReads } from "./storefront-reads"
import { createStorefronts } from "./storefronts"

/** The storefront queries, unchecked (the owner and market sides check who asks): a listing, its awards. */
const storefrontReads = shareOfReads((reads) => ({
  listing: reads.listing,
  listingOfAccount: reads.listingOfAccount,
  awardsOfListing: reads.awardsOfListing,
  award: reads.award,
}))

/**
 * What the transports reach of storefronts (the listings and awards domains): the listing's own commands,
 * members publishing theirs, the organisation/listing form, the services, products and use cases with their
 * files, and the storefront as its owner and as the marketplace see it.
 */
export const createStorefrontsFacade = (deps: {
  sql: Sql
  store: EventStore
  now?: () => Date
  accounts: AccountsService
  listings: ListingsService
  awards: AwardsService
  referenceLists: ReferenceLists
  files: FileStore
  access: ResourceAccess
  /** What the owner and market sides check against (membership, the account's storefront, awards). */
  readModels: Reads
  logger: Logger
}) => {
  const { sql, accounts, listings, referenceLists, files } = deps
  const artifactReads = createArtifactReads({ db: sql, lists: referenceLists })
  const sides = createStorefrontReads({
    reads: deps.readModels,
    artifactReads,
    access: deps.access,
    listings,
    logger: deps.logger,
  })
  return {
    listings,
    awards: deps.awards,
    /** Members publishing and unpublishing their storefront (listings with the accounts domain's word). */
    publishing: createStorefronts({ sql, accounts, listings }),
    /** The organisation/listing form and the VISION-only toggle, checked against the account and the lists. */
    edits: createStorefrontEdits({ sql, accounts, listings, referenceLists, files }),
    /** Services, products and use cases: members' form with its files, checked against the account and lists. */
    artifactEdits: createArtifactEdits({
      sql,
      accounts,
      listings,
      artifacts: createArtifactsService({ store: deps.store, ...(deps.now ? { now: deps.now } : {}) }),
      referenceLists,
      files,
    }),
    /** Those artifacts as readers get them (technology type names from the reference lists). */
    artifactReads,
    /** The storefront, its awards, artifacts and people, from the owner side (members only). */
    owner: sides.owner,
    /** The same from the marketplace side (published, or VISION-only for VISION-linked users). */
    market: sides.market,
    reads: storefrontReads(deps.readModels),
  }
}

export type StorefrontsFacade = ReturnType<typeof createStorefrontsFacade>
