import {
  AppError,
  type ArtifactKind,
  type ArtifactsQuery,
  type AwardsQuery,
  type ListingPeoplePage,
  type ListingView,
  normalizePage,
  type PageQuery,
  type PointOfContact,
  paginate,
} from "@ignite/contracts"
import type { ListingsService } from "@ignite/domain-listings"
import type { Logger } from "@ignite/platform"
import type { ResourceAccess, Viewer } from "../access/resource-access"
import type { ArtifactReads } from "../reads/artifact-reads"
import type { Reads } from "../reads/reads"

interface StorefrontReadsDeps {
  readonly reads: Reads
  readonly artifactReads: ArtifactReads
  readonly access: ResourceAccess
  readonly listings: ListingsService
  readonly logger: Logger
}

/**
 * A storefront and what hangs off it (awards, services, products, use cases, its people), read from two
 * sides with one vocabulary: the owner side for the account's members, the marketplace side by the
 * listing's visibility rule (spec 02 §3, §7). Every read passes the side's check on the listing first, so
 * an unseen storefront's awards and people are as unknown as the storefront.
 */
export const createStorefrontReads = ({
  reads,
  artifactReads,
  access,
  listings,
  logger,
}: StorefrontReadsDeps) => {
  /** The awards page a query asks for, with the spec's defaults (createdAt, desc). */
  const awardsPage = (listingId: string, query: AwardsQuery) =>
    reads.awardsOfListing(listingId, {
      ...normalizePage(query),
      sortBy: query.sortBy ?? "createdAt",
      sortDirection: query.sortDirection ?? "desc",
      search: query.searchAwards,
    })

  /** The user the storefront names as its contact, while they are still one of the account's users. */
  const pointOfContactOf = async (listing: ListingView): Promise<PointOfContact> => {
    const member = listing.pointOfContactId
      ? await reads.accountMember(listing.accountId, listing.pointOfContactId)
      : undefined
    if (!member) throw new AppError("NoUserPointOfContact")
    return {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      headshot: member.headshot,
      title: member.title,
      email: member.email,
      cellPhone: member.cellPhone,
      workPhone: member.workPhone,
      workPhoneExt: member.workPhoneExt,
      socialMediaAccounts: member.socialMediaAccounts,
    }
  }

  /** The reads behind one side's check on the listing. */
  const side = (check: (viewer: Viewer, listingId: string) => Promise<ListingView>) => ({
    awards: async (viewer: Viewer, listingId: string, query: AwardsQuery) => {
      await check(viewer, listingId)
      return awardsPage(listingId, query)
    },
    award: async (viewer: Viewer, listingId: string, awardId: string) => {
      await check(viewer, listingId)
      return reads.award(listingId, awardId)
    },
    artifacts: async (viewer: Viewer, listingId: string, kind: ArtifactKind, query: ArtifactsQuery) => {
      await check(viewer, listingId)
      return artifactReads.artifacts(listingId, kind, query)
    },
    artifact: async (viewer: Viewer, listingId: string, kind: ArtifactKind, artifactId: string) => {
      await check(viewer, listingId)
      return artifactReads.artifact(listingId, kind, artifactId)
    },
    pointOfContact: async (viewer: Viewer, listingId: string) =>
      pointOfContactOf(await check(viewer, listingId)),
  })

  return {
    owner: {
      ...side(access.ownListing),
      listing: access.ownListing,
      /** The viewer's account's storefronts as a page (an account has one). */
      mine: async (viewer: Viewer) => {
        const listing = await reads.listingOfAccount(await access.accountOf(viewer))
        const { offset: _offset, ...pagination } = paginate(1, { page: 1, perPage: 10 })
        return { data: [listing], pagination }
      },
    },
    market: {
      ...side(access.visibleListing),
      /**
       * A storefront as the marketplace shows it. A government user's visit counts as a profile view,
       * recorded after the answer, never holding it up nor failing it (a lost view costs a count, not a page).
       */
      listing: async (viewer: Viewer, listingId: string) => {
        const listing = await access.visibleListing(viewer, listingId)
        if (viewer.roles.includes("gov"))
          listings.recordView(listing.id, viewer.sub).catch((error: unknown) => {
            logger.warn({ err: error, listingId: listing.id }, "listing view not recorded")
          })
        return listing
      },
      /** The account's users as a government user may see them: names, titles and pictures, no contact details. */
      people: async (
        viewer: Viewer,
        listingId: string,
        query: typeof PageQuery.Type,
      ): Promise<ListingPeoplePage> => {
        const listing = await access.visibleListing(viewer, listingId)
        const page = await reads.accountUsers(listing.accountId, {
          ...normalizePage(query),
          includeInvites: false,
        })
        return {
          data: page.data.flatMap((entry) =>
            entry.kind === "user"
              ? [
                  {
                    id: entry.user.id,
                    firstName: entry.user.firstName,
                    lastName: entry.user.lastName,
                    title: entry.user.title,
                    headshot: entry.user.headshot,
                  },
                ]
              : [],
          ),
          pagination: page.pagination,
        }
      },
    },
  }
}

export type StorefrontReads = ReturnType<typeof createStorefrontReads>
