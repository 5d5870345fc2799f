import { AppError, type FieldIssue, type ListingFormInput, listingFormMessages } from "@ignite/contracts"
import type { OwnerProfile, RegistryProfile } from "@ignite/contracts/events"
import { type Decider, type DecisionContext, richTextPlain, sanitizeRichText } from "@ignite/platform"
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
  /** `goodStanding`: the owning account's payments (republishing after an unpublish needs them). */
  | { readonly type: "PublishListing"; readonly by: string; readonly goodStanding: boolean }
  | { readonly type: "UnpublishListing"; readonly by: string }
  /**
   * The owners' form (reference ids and the point of contact already checked by the caller against the lists
   * and the account); `logoPath`: a newly stored logo.
   */
  | {
      readonly type: "EditListing"
      readonly by: string
      readonly form: ListingForm
      readonly logoPath?: string
    }
  | { readonly type: "SetVisionOnly"; readonly by: string; readonly isOnlyVisionVisible: boolean }

export type ListingForm = Omit<ListingFormInput, "logo">

type Open = Extract<ListingState, { status: "open" }>

const iso = (ctx: DecisionContext) => ctx.now.toISOString()

/** Order-insensitive for the classification ids: the registry's columns have no order. */
const sameProfile = (a: RegistryProfile, b: RegistryProfile) =>
  JSON.stringify({ ...a, businessClassificationIds: [...a.businessClassificationIds].sort() }) ===
  JSON.stringify({ ...b, businessClassificationIds: [...b.businessClassificationIds].sort() })

/** The form's rules a schema cannot hold: the capability statement's text, and a logo once there is none. */
export const listingFormIssues = (form: ListingForm, hasLogo: boolean): FieldIssue[] => {
  const issues: FieldIssue[] = []
  if (richTextPlain(sanitizeRichText(form.capabilityStatement)).length < 50)
    issues.push({
      path: "capabilityStatement",
      message: listingFormMessages.capabilityStatement,
      code: "insufficient_length",
    })
  if (!hasLogo) issues.push({ path: "logo", message: listingFormMessages.logoRequired, code: "required" })
  return issues
}

/** Existing accounts by id: destroyed, renamed or kept; new ones (no id) added when long enough. */
const nextSocialAccounts = (
  current: OwnerProfile["socialMediaAccounts"],
  attributes: ListingForm["socialMediaAccountsAttributes"],
  ctx: DecisionContext,
): OwnerProfile["socialMediaAccounts"] => {
  if (!attributes) return current
  const byId = new Map(current.map((account) => [account.id, account]))
  const added: Array<OwnerProfile["socialMediaAccounts"][number]> = []
  for (const attribute of attributes) {
    const identifier = attribute.identifier.trim()
    const existing = attribute.id ? byId.get(attribute.id) : undefined
    if (existing) {
      if (attribute.destroy || identifier.length < 2) byId.delete(existing.id)
      else byId.set(existing.id, { ...existing, socialMediaTypeId: attribute.socialMediaTypeId, identifier })
    } else if (!attribute.destroy && identifier.length >= 2)
      added.push({ id: ctx.newId(), socialMediaTypeId: attribute.socialMediaTypeId, identifier })
  }
  return [...byId.values(), ...added]
}

const ownerProfileOf = (form: ListingForm, state: Open, ctx: DecisionContext): OwnerProfile => ({
  name: form.name,
  tagLine: form.tagLine,
  website: form.website,
  yearFounded: Number(form.yearFounded),
  samCode: form.samCode?.trim() || null,
  dunsCode: form.dunsCode?.trim() || null,
  cageCode: form.cageCode?.trim() || null,
  capabilityStatement: sanitizeRichText(form.capabilityStatement),
  addressLine1: form.addressLine1,
  addressLine2: form.addressLine2?.trim() ?? "",
  addressLine3: form.addressLine3?.trim() ?? "",
  city: form.city,
  stateOrProvince: form.stateOrProvince,
  postalCode: form.postalCode,
  country: form.country,
  pointOfContactId: form.pointOfContactId,
  naicsCodeIds: [...new Set(form.naicsCodeIds ?? [])],
  productServiceCodeIds: [...new Set(form.productServiceCodeIds ?? [])],
  businessClassificationIds: [...new Set(form.businessClassificationIds ?? [])],
  technologyTypeIds: [...new Set(form.technologyTypeIds ?? [])],
  socialMediaAccounts: nextSocialAccounts(
    state.ownerProfile?.socialMediaAccounts ?? [],
    form.socialMediaAccountsAttributes,
    ctx,
  ),
})

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
      // the owners' word wins: once they edited the storefront, the registry no longer changes it
      if (state.ownerProfile) return []
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
      if (state.everPublished && !command.goodStanding) return new AppError("PaymentRequired")
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
    case "EditListing": {
      const issues = listingFormIssues(command.form, Boolean(state.logoPath || command.logoPath))
      if (issues.length > 0) return new AppError("ValidationFailed", undefined, issues)
      const events: ListingEvent[] = []
      if (command.logoPath)
        events.push({
          type: "ListingLogoChanged",
          data: { listingId, logoPath: command.logoPath, changedBy: command.by },
        })
      const profile = ownerProfileOf(command.form, state, ctx)
      if (JSON.stringify(profile) !== JSON.stringify(state.ownerProfile))
        events.push({ type: "ListingEdited", data: { listingId, editedBy: command.by, profile } })
      return events
    }
    case "SetVisionOnly":
      if (state.isOnlyVisionVisible === command.isOnlyVisionVisible) return []
      return [
        {
          type: "ListingVisibilityChanged",
          data: { listingId, isOnlyVisionVisible: command.isOnlyVisionVisible, changedBy: command.by },
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
