import { AppError } from "@ignite/contracts"
import type { RegistryProfile } from "@ignite/contracts/events"
import type { Decider, DecisionContext } from "@ignite/platform"
import { evolveListing, initialListingState, type ListingEvent, type ListingState } from "./listing"

export type ListingCommand =
  /** A company entered the registry: its storefront opens, unpublished. */
  | {
      readonly type: "OpenListing"
      readonly listingId: string
      readonly accountId: string
      readonly uniqueEntityId: string
      readonly name: string
    }
  /** The registry's profile of the company; the same profile again changes nothing. */
  | {
      readonly type: "SyncRegistryProfile"
      readonly profile: RegistryProfile
      readonly source: string
      readonly asOf: string
    }
  | { readonly type: "PublishListing"; readonly by: string }
  | { readonly type: "UnpublishListing"; readonly by: string }

type Open = Extract<ListingState, { status: "open" }>

const iso = (ctx: DecisionContext) => ctx.now.toISOString()

/** Order-insensitive for the classification ids: the registry's columns have no order. */
const sameProfile = (a: RegistryProfile, b: RegistryProfile) =>
  JSON.stringify({ ...a, businessClassificationIds: [...a.businessClassificationIds].sort() }) ===
  JSON.stringify({ ...b, businessClassificationIds: [...b.businessClassificationIds].sort() })

const decideOpen = (
  command: ListingCommand,
  state: Open,
  ctx: DecisionContext,
): ListingEvent[] | AppError => {
  const listingId = state.listingId
  switch (command.type) {
    case "OpenListing":
      return []
    case "SyncRegistryProfile":
      if (state.registryProfile && sameProfile(state.registryProfile, command.profile)) return []
      return [
        {
          type: "ListingRegistryProfileSynced",
          data: {
            listingId,
            profile: {
              ...command.profile,
              businessClassificationIds: [...command.profile.businessClassificationIds].sort(),
            },
            source: command.source,
            asOf: command.asOf,
            syncedAt: iso(ctx),
          },
        },
      ]
    case "PublishListing":
      if (state.published) return []
      return [
        { type: "ListingPublished", data: { listingId, publishedBy: command.by, publishedAt: iso(ctx) } },
      ]
    case "UnpublishListing":
      if (!state.published) return []
      return [
        {
          type: "ListingUnpublished",
          data: { listingId, unpublishedBy: command.by, unpublishedAt: iso(ctx) },
        },
      ]
    default: {
      const _exhaustive: never = command
      return []
    }
  }
}

export const decideListing = (
  command: ListingCommand,
  state: ListingState,
  ctx: DecisionContext,
): ListingEvent[] | AppError => {
  if (state.status === "open") return decideOpen(command, state, ctx)
  if (command.type !== "OpenListing") return new AppError("NotFound")
  return [
    {
      type: "ListingOpened",
      data: {
        listingId: command.listingId,
        accountId: command.accountId,
        uniqueEntityId: command.uniqueEntityId,
        name: command.name,
        openedAt: iso(ctx),
      },
    },
  ]
}

export const listingDecider: Decider<ListingCommand, ListingEvent, ListingState> = {
  initialState: initialListingState,
  evolve: evolveListing,
  decide: decideListing,
}
