import type { SignableKind } from "@ignite/contracts"
import type { IdentityService, SessionState, SessionVerdict } from "@ignite/domain-identity"
import { type Bus, createKeyedCache, type EventStore, type RecordedEvent } from "@ignite/platform"
import type { Reads } from "./reads"

/** How long an entry may serve without an event saying it changed: the net under a lost bus message. */
const maxAgeMs = 60_000
const maxEntries = 50_000

/**
 * Every authenticated request asks whether its session is alive and through the gates; most then read the
 * current user; the public policy pages read the documents in force. All of it is answered from memory
 * here, and kept right by the events that change it: on the process that appended them at once (the store's
 * append hook), on every other process when the bus delivers them (well within a second). So a request
 * makes no database round trip before its handler once its session is warm, and a sign-out takes effect at
 * once where it happened and within a second everywhere.
 */
export const createHotReads = (deps: {
  identity: Pick<IdentityService, "checkSession">
  reads: Reads
  store: Pick<EventStore, "onAppended">
  bus: Pick<Bus, "subscribe">
  now?: () => Date
}) => {
  const now = deps.now ?? (() => new Date())
  const sessions = createKeyedCache<string, { userId: string; state: SessionState }>({ maxAgeMs, maxEntries })
  const sessionsOfUser = new Map<string, Set<string>>()
  const unsignedKinds = createKeyedCache<string, SignableKind[]>({ maxAgeMs, maxEntries })
  const users = createKeyedCache<string, Awaited<ReturnType<Reads["currentUser"]>>>({ maxAgeMs, maxEntries })
  // asked by every government request to the marketplace side (VISION-only storefronts)
  const visionLinks = createKeyedCache<string, boolean>({ maxAgeMs, maxEntries })
  const latest = createKeyedCache<string, Awaited<ReturnType<Reads["latestPolicy"]>>>({
    maxAgeMs,
    maxEntries: 10,
  })

  const forgetUser = (userId: string) => {
    users.invalidate(userId)
    visionLinks.invalidate(userId)
    for (const sessionId of sessionsOfUser.get(userId) ?? []) sessions.invalidate(sessionId)
    sessionsOfUser.delete(userId)
  }

  /**
   * What an event makes stale, by the stream type it belongs to (the id is the stream's). The bus
   * subscriptions below are derived from these keys: a new hot read adds its stream type here, nowhere else.
   */
  const staleBy: Record<string, (id: string) => void> = {
    user: forgetUser,
    // a forgotten person: their sessions were revoked and their record is being rebuilt as erased
    erasure: forgetUser,
    // the VISION link lives in the government profile stream: any event of it may change the link
    govuser: (id) => visionLinks.invalidate(id),
    policysignatures: (id) => unsignedKinds.invalidate(id),
    // a new version asks every user to sign again
    policy: () => {
      latest.clear()
      unsignedKinds.clear()
    },
  }
  const invalidate = (events: readonly RecordedEvent[]) => {
    for (const event of events) staleBy[event.streamType]?.(event.streamId.slice(event.streamType.length + 1))
  }
  deps.store.onAppended(invalidate)
  for (const streamType of Object.keys(staleBy))
    deps.bus.subscribe(`ignite.events.${streamType}.>`, ({ event }) => invalidate([event]))

  const sessionState = async (userId: string, sessionId: string): Promise<SessionState> => {
    const cached = await sessions.get(sessionId, async () => ({
      userId,
      state: await deps.identity.checkSession(userId, sessionId),
    }))
    if (cached.userId !== userId) return { reject: "InvalidToken" }
    const known = sessionsOfUser.get(userId) ?? new Set<string>()
    sessionsOfUser.set(userId, known.add(sessionId))
    if (sessionsOfUser.size > maxEntries * 2) sessionsOfUser.clear()
    return cached.state
  }

  const reads: Reads = {
    ...deps.reads,
    currentUser: (userId) => users.get(userId, () => deps.reads.currentUser(userId)),
    latestPolicy: (kind) => latest.get(kind, () => deps.reads.latestPolicy(kind)),
    unsignedPolicyKinds: (userId) => unsignedKinds.get(userId, () => deps.reads.unsignedPolicyKinds(userId)),
    visionLinked: (userId) => visionLinks.get(userId, () => deps.reads.visionLinked(userId)),
  }

  return {
    reads,
    /** Session revocation and expiry, then the confirmation and terms gates. */
    async checkSession(userId: string, sessionId: string): Promise<SessionVerdict> {
      const state = await sessionState(userId, sessionId)
      if (state.reject) return { reject: state.reject }
      if (state.expiresAt.getTime() <= now().getTime()) return { reject: "ExpiredToken" }
      if (!state.confirmed) return { gate: "UnconfirmedEmail" }
      if ((await reads.unsignedPolicyKinds(userId)).length > 0) return { gate: "MissingTermsPrivacy" }
      return {}
    },
  }
}
