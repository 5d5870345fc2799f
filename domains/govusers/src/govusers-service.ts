import {
  AppError,
  type CheckGovEmailResult,
  emailAllowedBy,
  type GovProfileInput,
  govUserMessages,
  type VisionUserData,
} from "@ignite/contracts"
import {
  commandRunner,
  fold,
  isReservationTaken,
  reservations,
  type ServiceDeps,
  type Sql,
  type Tx,
} from "@ignite/platform"
import { type GovEmailAllowListEvent, govEmailAllowListStreamId } from "./email-allow-list"
import { govEmailAllowListDecider } from "./email-allow-list.decide"
import { govUserStreamId } from "./gov-profile"
import { type GovProfileCommand, govProfileDecider } from "./gov-profile.decide"
import type { VisionTokens } from "./vision-tokens"

export interface GovUsersDeps extends ServiceDeps {
  readonly sql: Sql
  readonly vision: VisionTokens
  /** The admin-kept reference lists' ids as they stand (organisations, technology types). */
  readonly lists: {
    organizationIds(): Promise<ReadonlySet<string>>
    technologyTypeIds(): Promise<ReadonlySet<string>>
  }
}

export interface KnownLists {
  readonly organizationIds: ReadonlySet<string>
  readonly technologyTypeIds: ReadonlySet<string>
}

/** One Ignite user per VISION person: the partner's id is reserved in the linking transaction. */
export const visionUserScope = "vision-user"

/**
 * Government users' own commands: the profile beside identity's login, the VISION link, and the email
 * allow list. Sign-up and profile edits that also touch identity run in the composition root
 * (`wiring/src/gov-onboarding.ts`), inside one transaction through the `...In(tx)` functions.
 */
export const createGovUsersService = (deps: GovUsersDeps) => {
  const commands = commandRunner(deps)
  const run = (tx: Tx, userId: string, command: GovProfileCommand, actorId = userId) =>
    commands.run(govProfileDecider, govUserStreamId(userId), command, actorId, { tx })

  const allowList = async (): Promise<readonly string[]> => {
    const { events } = await deps.store.readStream(govEmailAllowListStreamId)
    return fold(
      govEmailAllowListDecider,
      events.map((event) => ({ type: event.type, data: event.data }) as GovEmailAllowListEvent),
    ).entries
  }

  const changeAllowList = async (type: "AddEntry" | "RemoveEntry", actorId: string, entry: string) => {
    await commands.run(govEmailAllowListDecider, govEmailAllowListStreamId, { type, entry, actorId }, actorId)
    return allowList()
  }

  return {
    vision: deps.vision,

    /**
     * The admin-kept lists' ids as they stand, read before the transaction that saves a profile (PGlite has
     * one connection: a read outside the transaction would wait for it).
     */
    async knownLists(): Promise<KnownLists> {
      const [organizationIds, technologyTypeIds] = await Promise.all([
        deps.lists.organizationIds(),
        deps.lists.technologyTypeIds(),
      ])
      return { organizationIds, technologyTypeIds }
    },

    /** The profile rules of spec 01 §5, decided and appended inside the caller's transaction. */
    async saveProfileIn(tx: Tx, userId: string, profile: GovProfileInput, known: KnownLists): Promise<void> {
      await run(tx, userId, {
        type: "SaveProfile",
        userId,
        profile,
        knownOrganizationIds: known.organizationIds,
        knownTechnologyTypeIds: known.technologyTypeIds,
      })
    },

    /** Links a government user to their VISION person; another Ignite user holding that person is refused. */
    async linkVisionIn(tx: Tx, userId: string, person: VisionUserData): Promise<void> {
      const holder = await reservations.ownerOf(tx, visionUserScope, person.visionUserId)
      if (holder === userId) return
      await reservations.reserve(tx, visionUserScope, person.visionUserId, userId).catch((error: unknown) => {
        throw isReservationTaken(error)
          ? new AppError("Conflict", "This VISION user is already connected to another Ignite account.")
          : error
      })
      await run(tx, userId, {
        type: "LinkVision",
        userId,
        visionUserId: person.visionUserId,
        email: person.email,
      })
    },

    /** The Ignite user a VISION person is linked to, if any. */
    linkedUserOf: (visionUserId: string) => reservations.ownerOf(deps.sql, visionUserScope, visionUserId),

    allowList,
    addAllowEntry: (actorId: string, entry: string) => changeAllowList("AddEntry", actorId, entry),
    removeAllowEntry: (actorId: string, entry: string) => changeAllowList("RemoveEntry", actorId, entry),

    /** GET /api/v1/gov/check_email: whether a plain (non-partner) sign-up may use this address. */
    async checkEmail(email: string): Promise<CheckGovEmailResult> {
      const allowed = emailAllowedBy(await allowList(), email)
      return { email, allowed, message: allowed ? null : govUserMessages.emailNotAllowed }
    },
  }
}

export type GovUsersService = ReturnType<typeof createGovUsersService>
