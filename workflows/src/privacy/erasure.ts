import { AppError } from "@ignite/contracts"
import { eventContracts, userStreamId } from "@ignite/contracts/events"
import type { AuditService } from "@ignite/domain-audit"
import type { IdentityService } from "@ignite/domain-identity"
import type { EventStore, FileStore, Platform, ProjectionDefinition, Sql } from "@ignite/platform"
import type { Reads } from "../reads/reads"

/** Event types whose contract marks personal fields: a read model folding one may hold a person's data. */
const personalTypes = new Set(
  Object.entries(eventContracts as Record<string, { personal?: readonly string[] }>)
    .filter(([, contract]) => (contract.personal?.length ?? 0) > 0)
    .map(([type]) => type),
)

/** The read models that fold personal fields: rebuilt after an erasure, they hold the person as erased. */
export const projectionsHoldingPersonalData = (definitions: Iterable<ProjectionDefinition>) =>
  [...definitions].filter((definition) => definition.eventTypes.some((type) => personalTypes.has(type)))

/**
 * Forgetting a person (issue 22; docs/privacy.md): in one transaction the erasure is recorded (the audit
 * domain's PersonalDataErased, ids only) and identity forgets what it keeps beside the log (their address,
 * password, links, sessions); then their key is destroyed, so their personal fields read as null in every
 * event, every replay and every export; their headshots are deleted; and every read model that folds personal
 * fields is rebuilt from the log, so it holds them as erased. The non-personal history stays and replays.
 */
export const createErasure = (deps: {
  sql: Sql
  store: EventStore
  identity: Pick<IdentityService, "forgetLoginIn">
  audit: Pick<AuditService, "recordErasureIn">
  files?: Pick<FileStore, "discard">
  projections: Pick<Platform["projections"], "definitions" | "requestRebuild">
  reads: Pick<Reads, "currentUser">
}) => {
  const erase = async (by: string, userId: string) => {
    const { events } = await deps.store.readStream(userStreamId(userId))
    if (!events.some((event) => event.type === "UserRegistered"))
      throw new AppError("NotFound", "There is no such user.")
    // their name as others' mail spelled it, read while it still can be
    const person = await deps.reads.currentUser(userId).catch(() => undefined)
    const fullName = person ? `${person.firstName} ${person.lastName}`.trim() : ""
    await deps.sql.transaction(async (tx) => {
      await deps.audit.recordErasureIn(tx, userId, by)
      await deps.identity.forgetLoginIn(tx, userId)
      // the dev mailbox (never in production: mail leaves through SMTP there) keeps copies of what others were
      // told about them, a new message's notice naming them: those go too
      if (fullName.length > 3)
        await tx.query(
          "delete from dev_mailbox where strpos(subject, $1) > 0 or strpos(text, $1) > 0 or strpos(html, $1) > 0",
          [fullName],
        )
    })
    await deps.store.erasePersonalData(userId)
    for (const event of events)
      if (event.type === "HeadshotChanged") await deps.files?.discard((event.data as { path: string }).path)
    const rebuilding: string[] = []
    for (const definition of projectionsHoldingPersonalData(deps.projections.definitions.values())) {
      await deps.projections.requestRebuild(definition.name)
      rebuilding.push(definition.name)
    }
    return { userId, rebuilding }
  }
  return {
    erase,
    /** The CLI names people by their sign-in address. */
    async eraseByEmail(by: string, email: string) {
      const [owner] = await deps.sql.query<{ owner: string }>(
        "select owner from reservations where scope = 'user-email' and key = $1",
        [email.trim().toLowerCase()],
      )
      if (!owner) throw new AppError("NotFound", "There is no user with that address.")
      return erase(by, owner.owner)
    },
  }
}

export type Erasure = ReturnType<typeof createErasure>
