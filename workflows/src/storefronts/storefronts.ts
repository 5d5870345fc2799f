import { AppError } from "@ignite/contracts"
import type { AccountsService } from "@ignite/domain-accounts"
import type { ListingsService } from "@ignite/domain-listings"
import type { Sql, Tx } from "@ignite/platform"

/**
 * What an account's members do to their storefront, where listings need the accounts domain's word (is the
 * user a member, are the payments in good standing), read from the account's own stream in the same
 * transaction as the listing's command.
 */
export const createStorefronts = (deps: {
  sql: Sql
  accounts: AccountsService
  listings: ListingsService
}) => {
  const asMember = async (tx: Tx, userId: string, listingId: string) => {
    const listing = await deps.listings.listingState(tx, listingId)
    if (listing.status !== "open") throw new AppError("NotFound")
    return deps.accounts.memberStanding(tx, listing.accountId, userId)
  }
  return {
    publish: (userId: string, listingId: string) =>
      deps.sql.transaction(async (tx) => {
        const { goodStanding } = await asMember(tx, userId, listingId)
        await deps.listings.publish(listingId, userId, goodStanding, tx)
      }),
    unpublish: (userId: string, listingId: string) =>
      deps.sql.transaction(async (tx) => {
        await asMember(tx, userId, listingId)
        await deps.listings.unpublish(listingId, userId, tx)
      }),
  }
}

export type Storefronts = ReturnType<typeof createStorefronts>
