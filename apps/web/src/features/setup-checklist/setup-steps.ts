import type { ListingView } from "@ignite/contracts"
import { isBlankRichText } from "../../ui/rich-text/rich-text-text"

/** The checklist's steps, in the order a new owner takes them. */
export const setupStepKeys = ["storefront", "capabilityStatement", "invite", "publish"] as const
export type SetupStepKey = (typeof setupStepKeys)[number]

/** What the steps are checked from: the account's storefront and how many people the account has. */
export interface SetupFacts {
  /** The storefront as its owners read it; null while the account has none. */
  readonly listing: ListingView | null
  /** The account's users and pending invites together: more than one means a colleague was invited. */
  readonly people: number
}

/**
 * The owners' part of the storefront form (spec 02 §5) beyond what the registry gives: tag line, website,
 * year founded, logo, headquarters and a point of contact. The capability statement is a step of its own.
 */
export const isStorefrontComplete = (listing: ListingView) =>
  Boolean(
    listing.tagLine &&
      listing.website &&
      listing.yearFounded !== null &&
      listing.logo &&
      listing.pointOfContactId &&
      listing.addressLine1 &&
      listing.city &&
      listing.postalCode,
  )

/** Which steps are done, each from the real state, never from what the checklist was told. */
export const setupStepsDone = ({ listing, people }: SetupFacts): Record<SetupStepKey, boolean> => ({
  storefront: listing !== null && isStorefrontComplete(listing),
  capabilityStatement: listing !== null && !isBlankRichText(listing.capabilityStatement ?? ""),
  invite: people > 1,
  publish: listing?.isPublished === true,
})
