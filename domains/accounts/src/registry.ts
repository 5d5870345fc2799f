import { randomUUID } from "node:crypto"
import { AppError, normalizeUniqueEntityId, type RegisterAccountInput } from "@ignite/contracts"
import { isReservationTaken, reservations } from "@ignite/platform"
import { type AccountsContext, uniqueEntityIdScope } from "./accounts-context"

/** Companies from the government registry, before anyone claims them (importer, operators, demo data). */
export const registrySlice = (accounts: AccountsContext) => {
  const { sql, runAccount } = accounts

  return {
    /**
     * Registers the company once per UEI, or records what the registry now says about it: a second
     * registration of the same facts appends nothing. The UEI is reserved in the append transaction, so
     * two registrations racing for one UEI leave one account.
     */
    async registerAccount(input: RegisterAccountInput): Promise<{ accountId: string; created: boolean }> {
      const uniqueEntityId = normalizeUniqueEntityId(input.uniqueEntityId)
      return sql.transaction(async (tx) => {
        const existing = await reservations.ownerOf(tx, uniqueEntityIdScope, uniqueEntityId)
        if (existing) {
          await runAccount(tx, existing, {
            type: "UpdateRegistry",
            name: input.name,
            contactEmail: input.contactEmail,
          })
          return { accountId: existing, created: false }
        }
        const accountId = randomUUID()
        await reservations
          .reserve(tx, uniqueEntityIdScope, uniqueEntityId, accountId)
          .catch((error: unknown) => {
            throw isReservationTaken(error) ? new AppError("UniqueEntityIdTaken") : error
          })
        await runAccount(tx, accountId, {
          type: "RegisterAccount",
          accountId,
          uniqueEntityId,
          name: input.name,
          contactEmail: input.contactEmail,
        })
        return { accountId, created: true }
      })
    },

    /** The account a UEI names, if any (the write side's own reservation, not a read model). */
    accountIdOf: (uniqueEntityId: string) =>
      reservations.ownerOf(sql, uniqueEntityIdScope, normalizeUniqueEntityId(uniqueEntityId)),
  }
}
