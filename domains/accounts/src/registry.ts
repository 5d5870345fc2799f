import { AppError, normalizeUniqueEntityId, type RegisterAccountInput } from "@ignite/contracts"
import { isReservationTaken, type Queryable, reservations, type Tx } from "@ignite/platform"
import { accountStreamId } from "./account"
import { accountDecider } from "./account.decide"
import { type AccountsContext, uniqueEntityIdScope } from "./accounts-context"

/** Companies from the government registry, before anyone claims them (importer, operators, demo data). */
export const registrySlice = (accounts: AccountsContext) => {
  const { sql, runAccount } = accounts

  const registerIn = async (
    tx: Tx,
    input: RegisterAccountInput,
  ): Promise<{ accountId: string; created: boolean; changed: boolean }> => {
    const uniqueEntityId = normalizeUniqueEntityId(input.uniqueEntityId)
    const existing = await reservations.ownerOf(tx, uniqueEntityIdScope, uniqueEntityId)
    if (existing) {
      const updated = await runAccount(tx, existing, {
        type: "UpdateRegistry",
        name: input.name,
        contactEmail: input.contactEmail,
      })
      return { accountId: existing, created: false, changed: updated.events.length > 0 }
    }
    const accountId = accounts.commands.newId()
    await reservations.reserve(tx, uniqueEntityIdScope, uniqueEntityId, accountId).catch((error: unknown) => {
      throw isReservationTaken(error) ? new AppError("UniqueEntityIdTaken") : error
    })
    await runAccount(tx, accountId, {
      type: "RegisterAccount",
      accountId,
      uniqueEntityId,
      name: input.name,
      contactEmail: input.contactEmail,
    })
    return { accountId, created: true, changed: true }
  }

  return {
    /**
     * Registers the company once per UEI, or records what the registry now says about it: a second
     * registration of the same facts appends nothing. The UEI is reserved in the append transaction, so
     * two registrations racing for one UEI leave one account.
     */
    registerAccount(input: RegisterAccountInput) {
      return sql.transaction((tx) => registerIn(tx, input))
    },

    /**
     * Registers many companies the registry has not seen, in the caller's transaction with one append for
     * all (bulk imports). Every UEI must be new: one that is taken fails the batch (UniqueEntityIdTaken).
     */
    async registerNewAccountsIn(tx: Tx, inputs: readonly RegisterAccountInput[]): Promise<string[]> {
      const registered = inputs.map((input) => ({
        accountId: accounts.commands.newId(),
        uniqueEntityId: normalizeUniqueEntityId(input.uniqueEntityId),
        name: input.name,
        contactEmail: input.contactEmail,
      }))
      await reservations
        .reserveAll(
          tx,
          uniqueEntityIdScope,
          registered.map((a) => ({ key: a.uniqueEntityId, owner: a.accountId })),
        )
        .catch((error: unknown) => {
          throw isReservationTaken(error) ? new AppError("UniqueEntityIdTaken") : error
        })
      await accounts.commands.startAllIn(
        tx,
        accountDecider,
        registered.map((account) => ({
          streamId: accountStreamId(account.accountId),
          commands: [{ type: "RegisterAccount", ...account } as const],
        })),
      )
      return registered.map((a) => a.accountId)
    },

    /**
     * What the registry now says of many registered accounts (bulk imports), in the caller's transaction:
     * one read, one append for the lot. Answers the accounts whose name or point of contact changed.
     */
    async updateRegistriesIn(
      tx: Tx,
      updates: ReadonlyArray<{ accountId: string; name: string; contactEmail: string }>,
    ): Promise<Set<string>> {
      const decisions = await accounts.commands.runAllIn(
        tx,
        accountDecider,
        updates.map(({ accountId, name, contactEmail }) => ({
          streamId: accountStreamId(accountId),
          command: { type: "UpdateRegistry", name, contactEmail } as const,
        })),
      )
      return new Set(updates.filter((_, i) => decisions[i]!.events.length > 0).map((u) => u.accountId))
    },

    /** The same, in the caller's transaction (an import batch, demo data). */
    registerAccountIn: (tx: Tx, input: RegisterAccountInput) => registerIn(tx, input),

    /** The account a UEI names, if any (the write side's own reservation, not a read model). */
    accountIdOf: (uniqueEntityId: string) =>
      reservations.ownerOf(sql, uniqueEntityIdScope, normalizeUniqueEntityId(uniqueEntityId)),

    /** Accounts of many UEIs in one round trip: UEI -> account id, for those registered. */
    accountIdsOf: (db: Queryable, uniqueEntityIds: readonly string[]) =>
      reservations.ownersOf(db, uniqueEntityIdScope, uniqueEntityIds.map(normalizeUniqueEntityId)),
  }
}
