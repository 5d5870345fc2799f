import type { KnownEvents } from "@ignite/contracts/events"
import type { Services } from "../context"

interface Watched {
  readonly userId: string
  readonly sessionId: string
  readonly end: () => void
}

/**
 * Ends a socket when its session ends, as HTTP would refuse its next request: a sign-out of that session, a
 * password change or reset that revoked the user's other (or all) sessions. It listens to the identity
 * events on the bus (one subscription for every socket of this gateway) and asks identity itself, not a
 * cache, whether a session survived a password change. A token's expiry does not end a socket: the session
 * it proved is what counts, and the client renews its token on its own schedule.
 */
export const createSessionWatch = (services: Services) => {
  const byUser = new Map<string, Set<Watched>>()

  const stillAlive = async (watched: Watched) => {
    const state = await services.identity.users
      .checkSession(watched.userId, watched.sessionId)
      .catch(() => undefined)
    // revoked (InvalidToken) ends it; an expiry by the clock alone does not
    if (state?.reject === "InvalidToken") watched.end()
  }

  const offs = [
    services.platform.bus.subscribe("ignite.events.user.SignedOut", ({ event }) => {
      const { userId, sessionId } = event.data as KnownEvents["SignedOut"]
      for (const watched of byUser.get(userId) ?? []) if (watched.sessionId === sessionId) watched.end()
    }),
    services.platform.bus.subscribe("ignite.events.user.PasswordChanged", ({ event }) => {
      const { userId } = event.data as KnownEvents["PasswordChanged"]
      for (const watched of byUser.get(userId) ?? []) void stillAlive(watched)
    }),
  ]

  return {
    /** Calls `end` once the session ends; answers the function that stops watching. */
    watch(userId: string, sessionId: string, end: () => void): () => void {
      const watched = { userId, sessionId, end }
      const set = byUser.get(userId) ?? new Set<Watched>()
      byUser.set(userId, set.add(watched))
      return () => {
        set.delete(watched)
        if (set.size === 0 && byUser.get(userId) === set) byUser.delete(userId)
      }
    },
    close() {
      for (const off of offs) off()
      byUser.clear()
    },
  }
}
