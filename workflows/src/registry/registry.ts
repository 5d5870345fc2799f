import { normalizeUniqueEntityId, type RegisterAccountInput } from "@ignite/contracts"
import type { RegistryProfile } from "@ignite/contracts/events"
import { accountStreamId } from "@ignite/contracts/events"
import { type AccountsService, accountDecider, uniqueEntityIdScope } from "@ignite/domain-accounts"
import { accountListingScope, type ListingsService } from "@ignite/domain-listings"
import { type EventStore, fold, type Sql, type Tx } from "@ignite/platform"

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
export const createRegistry = (deps: {
  sql: Sql
  store: EventStore
  accounts: AccountsService
  listings: ListingsService
}) => {
  const registerCompanyIn = async (tx: Tx, input: RegisterAccountInput): Promise<RegisteredCompany> => {
    const account = await deps.accounts.registerAccountIn(tx, input)
    const { listingId } = await deps.listings.openListing(tx, {
      accountId: account.accountId,
      uniqueEntityId: normalizeUniqueEntityId(input.uniqueEntityId),
      name: input.name,
    })
    return { ...account, listingId }
  }
  /**
   * Many companies the registry has not seen, with their storefronts (and the registry's profile of each),
   * in the caller's transaction: one append for the accounts, one for the listings (bulk imports).
   */
  const registerNewCompaniesIn = async (
    tx: Tx,
    companies: ReadonlyArray<
      RegisterAccountInput & { registry?: { profile: RegistryProfile; source: string; asOf: string } }
    >,
  ): Promise<Array<{ accountId: string; listingId: string }>> => {
    const accountIds = await deps.accounts.registerNewAccountsIn(tx, companies)
    const listingIds = await deps.listings.openNewListingsIn(
      tx,
      companies.map((company, i) => ({
        accountId: accountIds[i]!,
        uniqueEntityId: normalizeUniqueEntityId(company.uniqueEntityId),
        name: company.name,
        registry: company.registry,
      })),
    )
    return accountIds.map((accountId, i) => ({ accountId, listingId: listingIds[i]! }))
  }

  /**
   * What the registry now says of many companies (bulk imports: each company's newest row), in the caller's
   * transaction: the accounts' names and points of contact, then the storefronts' profiles, each a batch of
   * one read and one append. A company the registry does not know yet, or one registered before storefronts
   * existed, takes the one-company path (rare: an import registers its companies while it reads the rows).
   * Answers each company's ids and whether anything changed, in the input's order.
   */
  const syncCompaniesIn = async (
    tx: Tx,
    companies: ReadonlyArray<
      RegisterAccountInput & { registry: { profile: RegistryProfile; source: string; asOf: string } }
    >,
  ): Promise<RegisteredCompany[]> => {
    const ueis = companies.map((company) => normalizeUniqueEntityId(company.uniqueEntityId))
    const accountIds = await deps.accounts.accountIdsOf(tx, ueis)
    const listingIds = await deps.listings.listingIdsOf(tx, [...accountIds.values()])
    const synced: RegisteredCompany[] = []
    const updates: Array<{ accountId: string; name: string; contactEmail: string }> = []
    for (const [i, company] of companies.entries()) {
      const accountId = accountIds.get(ueis[i]!)
      const listingId = accountId && listingIds.get(accountId)
      if (accountId && listingId) {
        synced.push({ accountId, listingId, created: false, changed: false })
        updates.push({ accountId, name: company.name, contactEmail: company.contactEmail })
      } else synced.push(await registerCompanyIn(tx, company))
    }
    const renamed = await deps.accounts.updateRegistriesIn(tx, updates)
    const resynced = await deps.listings.syncRegistryProfilesIn(
      tx,
      companies.map((company, i) => ({ listingId: synced[i]!.listingId, ...company.registry })),
    )
    return synced.map((company) => ({
      ...company,
      changed: company.changed || renamed.has(company.accountId) || resynced.has(company.listingId),
    }))
  }

  return {
    /**
     * Opens the storefront of every account registered before storefronts existed (a database from an
     * earlier version); run at start, a no-op once done.
     */
    async openMissingListings(): Promise<number> {
      const orphans = await deps.sql.query<{ accountId: string; uniqueEntityId: string }>(
        `select a.owner as "accountId", a.key as "uniqueEntityId" from reservations a
         where a.scope = $1 and not exists (select 1 from reservations l where l.scope = $2 and l.key = a.owner)`,
        [uniqueEntityIdScope, accountListingScope],
      )
      for (const orphan of orphans)
        await deps.sql.transaction(async (tx) => {
          const { events } = await deps.store.readStream(accountStreamId(orphan.accountId), { db: tx })
          const account = fold(accountDecider, events as never)
          const name = account.status === "registered" ? account.name : orphan.uniqueEntityId
          await deps.listings.openListing(tx, { ...orphan, name })
        })
      return orphans.length
    },
    registerCompanyIn,
    registerNewCompaniesIn,
    syncCompaniesIn,
    /** UEI -> account id for the registered ones (the accounts domain's own reservations). */
    accountIdsOf: deps.accounts.accountIdsOf,
    registerCompany: (input: RegisterAccountInput) =>
      deps.sql.transaction((tx) => registerCompanyIn(tx, input)),
  }
}

export type Registry = ReturnType<typeof createRegistry>
