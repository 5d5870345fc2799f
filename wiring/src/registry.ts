import type { RegisterAccountInput } from "@ignite/contracts"
import type { AccountsService } from "@ignite/domain-accounts"
import type { ListingsService } from "@ignite/domain-listings"
import type { Sql, Tx } from "@ignite/platform"

export interface RegisteredCompany {
  readonly accountId: string
  readonly listingId: string
  /** A new company, or one the registry already had. */
  readonly created: boolean
  /** Whether the registry's name or point of contact changed. */
  readonly changed: boolean
}

/**
 * A company enters the registry with its storefront: the account (accounts) and its unpublished listing
 * (listings) in one transaction, so no account is ever without a listing. Every registration path uses
 * this: the importer, operators, demo data, tests.
 */
export const createRegistry = (deps: { sql: Sql; accounts: AccountsService; listings: ListingsService }) => {
  const registerCompanyIn = async (tx: Tx, input: RegisterAccountInput): Promise<RegisteredCompany> => {
    const account = await deps.accounts.registerAccountIn(tx, input)
    const { listingId } = await deps.listings.openListing(tx, {
      accountId: account.accountId,
      uniqueEntityId: input.uniqueEntityId.trim().toUpperCase(),
      name: input.name,
    })
    return { ...account, listingId }
  }
  return {
    registerCompanyIn,
    /** UEI -> account id for the registered ones (the accounts domain's own reservations). */
    accountIdsOf: deps.accounts.accountIdsOf,
    registerCompany: (input: RegisterAccountInput) =>
      deps.sql.transaction((tx) => registerCompanyIn(tx, input)),
  }
}

export type Registry = ReturnType<typeof createRegistry>
