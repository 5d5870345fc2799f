import { createIdentityService, emailHasUser } from "@ignite/domain-identity"
import type { Services } from "@ignite/wiring"
import type { GeneratedGovUser } from "./gov-user-generator"

export interface GovUserLoadProgress {
  readonly done: number
  readonly created: number
  readonly skipped: number
}

export interface GovUserLoadOptions {
  /** One argon2id hash all these users share (hashing is slow by design; see the callers for whose). */
  readonly passwordHash: string
  /** Users per transaction: a batch commits together, so a short one keeps other writers waiting less. */
  readonly batchSize?: number
  /**
   * "latest" (the default) opens one session per user, at their latest sign-in: what the active mark and the
   * search need, and the cheapest at scale. "all" opens each of their visits in turn, so the sign-in counts of
   * the analytics timelines have a year's shape (demo data).
   */
  readonly signIns?: "latest" | "all"
  /** Runs for each new user once signed up (the demo's few agree to the policies, to sign in at once). */
  readonly afterSignUp?: (userId: string) => Promise<void>
  readonly onProgress?: (progress: GovUserLoadProgress) => void
}

const demoClient = { ip: "127.0.0.1", userAgent: "demo data" }

/**
 * Government users through the commands real ones go through: identity registers the login (confirmed),
 * govusers saves the profile and the VISION link, in one transaction per batch as sign-up does per user;
 * then each signs in (once, at their latest sign-in, or at each visit: `signIns`). Identity runs here on a clock set to each user's own dates, so sign-ups and sign-ins
 * lie in the past as the generator dated them (the active mark and the read model see real events). An
 * address that already has a user is skipped, so loading a set again adds nothing.
 */
export const loadGovUsers = async (
  services: Services,
  users: Iterable<GeneratedGovUser>,
  options: GovUserLoadOptions,
): Promise<GovUserLoadProgress> => {
  const { sql, store } = services.platform
  let clock = new Date()
  const identity = createIdentityService({ store, sql, tokens: services.tokens, now: () => clock })
  // the admin-kept lists' ids, read before any transaction (PGlite has one connection)
  const known = await services.govUsers.users.knownLists()
  const batchSize = Math.max(1, options.batchSize ?? 200)
  const progress = { done: 0, created: 0, skipped: 0 }

  const loadBatch = async (batch: GeneratedGovUser[]) => {
    const fresh: GeneratedGovUser[] = []
    for (const user of batch) if (!(await emailHasUser(sql, user.email))) fresh.push(user)
    const userIds = await sql.transaction(async (tx) => {
      const ids: string[] = []
      for (const user of fresh) {
        clock = user.registeredAt
        const { userId } = await identity.registerIn(tx, {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          title: user.title,
          timezone: user.timezone,
          roles: ["gov"],
          confirmed: true,
          passwordHash: options.passwordHash,
        })
        await services.govUsers.users.saveProfileIn(tx, userId, user.profile, known)
        if (user.vision) await services.govUsers.users.linkVisionIn(tx, userId, user.vision)
        ids.push(userId)
      }
      return ids
    })
    for (const [i, user] of fresh.entries()) {
      // the read model keeps the latest sign-in (the active mark), so the visits go in the order they happened
      // ("all": the sign-up's own sign-in, then each visit)
      const visits = options.signIns === "all" ? [user.registeredAt, ...user.visits] : [user.lastSignInAt]
      for (const visit of visits) {
        clock = visit
        await identity.openSession(userIds[i]!, demoClient)
      }
      await options.afterSignUp?.(userIds[i]!)
    }
    progress.done += batch.length
    progress.created += fresh.length
    progress.skipped += batch.length - fresh.length
    options.onProgress?.({ ...progress })
  }

  let batch: GeneratedGovUser[] = []
  for (const user of users) {
    batch.push(user)
    if (batch.length === batchSize) {
      await loadBatch(batch)
      batch = []
    }
  }
  if (batch.length > 0) await loadBatch(batch)
  return progress
}
