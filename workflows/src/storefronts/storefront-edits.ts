import {
  AppError,
  bytesOf,
  type FieldIssue,
  type FormFile,
  type ListingFormInput,
  listingFormMessages,
  profileMessages,
  sizeOf,
} from "@ignite/contracts"
import { naicsCodeById } from "@ignite/contracts/naics"
import { productServiceCodes } from "@ignite/contracts/reference"
import type { AccountsService } from "@ignite/domain-accounts"
import { type ListingsService, listingFormIssues } from "@ignite/domain-listings"
import { type FileStore, ImageRejected, type Sql, squareJpeg } from "@ignite/platform"
import type { ReferenceLists } from "../reads/reference-lists"

/** The 2017 edition and the 2022 codes listings stored before it (naics-codes.ts). */
const naicsIds = new Set(naicsCodeById.keys())
const pscIds = new Set(productServiceCodes.map((code) => code.id))

/** A logo as stored (the listing's and its artifacts'): checked by content, square, re-encoded without metadata. */
export const processLogo = async (logo: FormFile): Promise<Buffer> => {
  try {
    return await squareJpeg(await bytesOf(logo), 512)
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error
    if (error.reason === "too-large") throw new AppError("PayloadTooLarge")
    if (error.reason === "not-an-image")
      throw new AppError("UnsupportedMediaType", profileMessages.headshotType)
    throw new AppError("ValidationFailed", profileMessages.headshotFailed, [
      { path: "logo", message: profileMessages.headshotUnreadable },
    ])
  }
}

/**
 * The organisation/listing form end to end: the caller must be a member of the owning account, the point of
 * contact one of its users, every reference id in its list; every rule is checked before the logo is stored,
 * so a refused form leaves no file behind; then the listing decides.
 */
export const createStorefrontEdits = (deps: {
  sql: Sql
  accounts: AccountsService
  listings: ListingsService
  referenceLists: ReferenceLists
  files: FileStore
}) => {
  const unknownIds = async (form: ListingFormInput): Promise<FieldIssue[]> => {
    const [technologyTypes, classifications] = await Promise.all([
      deps.referenceLists("technologyTypes"),
      deps.referenceLists("businessClassifications"),
    ])
    const lists: Array<[keyof ListingFormInput, readonly string[] | undefined, ReadonlySet<string>]> = [
      ["naicsCodeIds", form.naicsCodeIds, naicsIds],
      ["productServiceCodeIds", form.productServiceCodeIds, pscIds],
      [
        "businessClassificationIds",
        form.businessClassificationIds,
        new Set(classifications.map((c) => c.id)),
      ],
      ["technologyTypeIds", form.technologyTypeIds, new Set(technologyTypes.map((t) => t.id))],
    ]
    return lists.flatMap(([path, ids, known]) =>
      (ids ?? []).some((id) => !known.has(id))
        ? [{ path, message: listingFormMessages.unknownItem, code: "unknown_item" }]
        : [],
    )
  }

  return {
    async edit(userId: string, listingId: string, form: ListingFormInput): Promise<void> {
      const { logo, ...fields } = form
      // a browser sends an empty part for a file input left alone: no new logo
      const newLogo = logo && sizeOf(logo) > 0 ? logo : undefined
      const checked = await deps.sql.transaction(async (tx) => {
        const listing = await deps.listings.listingState(tx, listingId)
        if (listing.status !== "open") throw new AppError("NotFound")
        const { members } = await deps.accounts.memberStanding(tx, listing.accountId, userId)
        return { hasLogo: Boolean(listing.logoPath), members }
      })
      const issues = [
        ...(checked.members.includes(form.pointOfContactId)
          ? []
          : [
              {
                path: "pointOfContactId",
                message: listingFormMessages.pointOfContactNotMember,
                code: "not_a_member",
              },
            ]),
        ...(await unknownIds(form)),
        ...listingFormIssues(fields, checked.hasLogo || newLogo !== undefined),
      ]
      if (issues.length > 0) throw new AppError("ValidationFailed", undefined, issues)
      const logoPath = newLogo
        ? (await deps.files.put("logos", await processLogo(newLogo), "jpg")).path
        : undefined
      await deps.sql.transaction(async (tx) => {
        // membership again, in the transaction that decides: it may have changed meanwhile
        const listing = await deps.listings.listingState(tx, listingId)
        if (listing.status !== "open") throw new AppError("NotFound")
        await deps.accounts.memberStanding(tx, listing.accountId, userId)
        await deps.listings.edit(tx, listingId, userId, fields, logoPath)
      })
    },

    async setVisionOnly(userId: string, listingId: string, isOnlyVisionVisible: boolean): Promise<void> {
      await deps.sql.transaction(async (tx) => {
        const listing = await deps.listings.listingState(tx, listingId)
        if (listing.status !== "open") throw new AppError("NotFound")
        await deps.accounts.memberStanding(tx, listing.accountId, userId)
        await deps.listings.setVisionOnly(tx, listingId, userId, isOnlyVisionVisible)
      })
    },
  }
}

export type StorefrontEdits = ReturnType<typeof createStorefrontEdits>
