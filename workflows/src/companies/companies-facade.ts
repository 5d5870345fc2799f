import type { AccountsService } from "@ignite/domain-accounts"
import type { AwardsService } from "@ignite/domain-awards"
import type { IdentityService } from "@ignite/domain-identity"
import type { ListingsService } from "@ignite/domain-listings"
import type { EventStore, Logger, Sql } from "@ignite/platform"
import { createOnboarding } from "../onboarding/onboarding"
import { type Reads, shareOfReads } from "../reads/reads"
import { createRegistry } from "../registry/registry"
import { createSbirImports } from "../registry/sbir-import"

/** The company account queries: an account, its users and invites, the admins' account list. */
const companyReads = shareOfReads((reads) => ({
  account: reads.account,
  accountByUniqueEntityId: reads.accountByUniqueEntityId,
  accountUsers: reads.accountUsers,
  invite: reads.invite,
  accountMember: reads.accountMember,
  adminAccounts: reads.adminAccounts,
}))

/**
 * What the transports reach of company accounts: the account's own commands (members, invites, payments),
 * companies entering the registry with their storefront, the claim and invite sign-ups that join one, the
 * SBIR.gov award imports that register them in bulk, and the account reads.
 */
export const createCompaniesFacade = (deps: {
  sql: Sql
  store: EventStore
  accounts: AccountsService
  identity: IdentityService
  listings: ListingsService
  awards: AwardsService
  logger: Logger
  /** The read models' queries, of which the facade hands out the accounts' share. */
  readModels: Reads
}) => {
  const { sql, accounts, listings } = deps
  const registry = createRegistry({ sql, store: deps.store, accounts, listings })
  return {
    accounts,
    /** Companies entering the registry with their storefront (accounts and listings in one transaction). */
    registry,
    /** Sign-ups that join a company account: claim and invite (identity and accounts in one transaction). */
    onboarding: createOnboarding({ sql, identity: deps.identity, accounts }),
    /** SBIR.gov award files: companies, their storefronts' profiles and awards, idempotently. */
    sbirImports: createSbirImports({ sql, registry, listings, awards: deps.awards, logger: deps.logger }),
    reads: companyReads(deps.readModels),
  }
}

export type CompaniesFacade = ReturnType<typeof createCompaniesFacade>
