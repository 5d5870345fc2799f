import { listingViewsStreamId, type RegistryProfile } from "@ignite/contracts/events"
import {
  commandRunner,
  fold,
  type Queryable,
  reservations,
  type ServiceDeps,
  type Sql,
  type Tx,
  withSchemaVersion,
} from "@ignite/platform"
import { type ListingState, listingStreamId } from "./listing"
import { type ListingCommand, type ListingForm, listingDecider } from "./listing.decide"

export interface ListingsDeps extends ServiceDeps {
  readonly sql: Sql
}

/** An account's storefront: one per account, its id reserved in the opening transaction. */
export const accountListingScope = "account-listing"

/**
 * Listings' commands: the storefront opens with the company, follows the registry, and its owners publish
 * it. Decides on `listing-<id>` streams only; who may act is the caller's check (account membership).
 */
export const createListingsService = (deps: ListingsDeps) => {
  const commands = commandRunner(deps)
  const run = (listingId: string, command: ListingCommand, options: { tx?: Tx; actorId?: string } = {}) =>
    commands.run(listingDecider, listingStreamId(listingId), command, options.actorId, { tx: options.tx })

  return {
    /** The account's storefront, opened if it has none yet (in the caller's transaction). */
    async openListing(
      tx: Tx,
      account: { accountId: string; uniqueEntityId: string; name: string },
    ): Promise<{ listingId: string; created: boolean }> {
      const existing = await reservations.ownerOf(tx, accountListingScope, account.accountId)
      if (existing) return { listingId: existing, created: false }
      const listingId = commands.newId()
      await reservations.reserve(tx, accountListingScope, account.accountId, listingId)
      await run(listingId, { type: "OpenListing", listingId, ...account }, { tx })
      return { listingId, created: true }
    },

    /**
     * Opens the storefronts of many new accounts in one append (bulk imports), each with the registry's
     * profile when given. No account may have one yet: a taken one fails the batch.
     */
    async openNewListingsIn(
      tx: Tx,
      openings: ReadonlyArray<{
        accountId: string
        uniqueEntityId: string
        name: string
        registry?: { profile: RegistryProfile; source: string; asOf: string }
      }>,
    ): Promise<string[]> {
      const listingIds = openings.map(() => commands.newId())
      await reservations.reserveAll(
        tx,
        accountListingScope,
        openings.map((opening, i) => ({ key: opening.accountId, owner: listingIds[i]! })),
      )
      await commands.startAllIn(
        tx,
        listingDecider,
        openings.map(({ registry, ...account }, i) => {
          const listingId = listingIds[i]!
          const opening: ListingCommand[] = [{ type: "OpenListing", listingId, ...account }]
          if (registry) opening.push({ type: "SyncRegistryProfile", ...registry })
          return { streamId: listingStreamId(listingId), commands: opening }
        }),
      )
      return listingIds
    },

    /** The storefronts of many accounts at once: account id -> listing id, for those that have one. */
    listingIdsOf: (db: Queryable, accountIds: readonly string[]) =>
      reservations.ownersOf(db, accountListingScope, accountIds),

    listingIdOf: (db: Queryable, accountId: string) =>
      reservations.ownerOf(db, accountListingScope, accountId),

    /** Records what the registry says of the company's storefront; true when something changed. */
    async syncRegistryProfile(
      tx: Tx,
      listingId: string,
      sync: { profile: RegistryProfile; source: string; asOf: string },
    ): Promise<boolean> {
      const result = await run(listingId, { type: "SyncRegistryProfile", ...sync }, { tx })
      return result.events.length > 0
    },

    /**
     * The registry's profile of many storefronts at once (bulk imports), in the caller's transaction: one
     * read, one append for the lot. Answers the listings whose profile changed. A storefront another writer
     * changed meanwhile fails the batch with Conflict (the caller runs it again in a new transaction).
     */
    async syncRegistryProfilesIn(
      tx: Tx,
      syncs: ReadonlyArray<{ listingId: string; profile: RegistryProfile; source: string; asOf: string }>,
    ): Promise<Set<string>> {
      const decisions = await commands.runAllIn(
        tx,
        listingDecider,
        syncs.map(({ listingId, ...sync }) => ({
          streamId: listingStreamId(listingId),
          command: { type: "SyncRegistryProfile", ...sync } as const,
        })),
      )
      return new Set(syncs.filter((_, i) => decisions[i]!.events.length > 0).map((s) => s.listingId))
    },

    /** `goodStanding`: the owning account's payments, as the accounts domain says. */
    publish: (listingId: string, by: string, goodStanding: boolean, tx?: Tx) =>
      run(listingId, { type: "PublishListing", by, goodStanding }, { tx, actorId: by }),

    unpublish: (listingId: string, by: string, tx?: Tx) =>
      run(listingId, { type: "UnpublishListing", by }, { tx, actorId: by }),

    /** The owners' form, in the caller's transaction (membership and reference ids checked by the caller). */
    edit: (tx: Tx, listingId: string, by: string, form: ListingForm, logoPath?: string) =>
      run(listingId, { type: "EditListing", by, form, logoPath }, { tx, actorId: by }),

    setVisionOnly: (tx: Tx, listingId: string, by: string, isOnlyVisionVisible: boolean) =>
      run(listingId, { type: "SetVisionOnly", by, isOnlyVisionVisible }, { tx, actorId: by }),

    /** A government user opened the storefront: one event on the listing's views stream. */
    async recordView(listingId: string, viewerId: string): Promise<void> {
      await deps.store.append(
        listingViewsStreamId(listingId),
        [
          withSchemaVersion({
            type: "ListingViewed",
            data: { listingId, viewerId, viewedAt: commands.now().toISOString() },
          }),
        ],
        { metadata: { actorId: viewerId } },
      )
    },

    /** The listing as its own stream says (the write side's view, never a read model). */
    async listingState(db: Queryable, listingId: string): Promise<ListingState> {
      const { events } = await deps.store.readStream(listingStreamId(listingId), { db })
      return fold(listingDecider, events as never)
    },
  }
}

export type ListingsService = ReturnType<typeof createListingsService>
