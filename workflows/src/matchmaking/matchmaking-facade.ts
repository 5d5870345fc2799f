import {
  AppError,
  type CompanyMatches,
  type GovUserMatches,
  type MatchDigestSetting,
  type MatchesQuery,
  type MatchFeedbackAnswer,
  matchLimits,
} from "@ignite/contracts"
import { canSeeListing } from "@ignite/domain-listings"
import { digestIntervalMs, type MatchmakingService } from "@ignite/domain-matchmaking"
import { escapeHtml, type Logger, type Mailer, type Queryable, silentLogger } from "@ignite/platform"
import {
  type FeedbackRow,
  feedbackOf,
  type Learned,
  type MatchCatalog,
  type MatchDocument,
  type MatchIndex,
  matchDigestEnabled,
  matchDigestSubscribers,
  termsOf,
} from "@ignite/projection-matches"
import type { ResourceAccess, Viewer } from "../access/resource-access"
import type { Reads } from "../reads/reads"
import type { ReferenceLists } from "../reads/reference-lists"

type AnyMatch = CompanyMatches["matches"][number] | GovUserMatches["matches"][number]
const idOf = (match: AnyMatch) => ("listingId" in match ? match.listingId : match.govUserId)

/** The digest email: the new matches' names and reasons, and the way to the home's matches. */
const digestMail = (side: "companies" | "govUsers", listed: readonly AnyMatch[], href: string) => {
  const n = listed.length
  const heading =
    side === "companies"
      ? `${n === 1 ? "One company" : `${n} companies`} you may want to meet, new on Ignite this week:`
      : `${n === 1 ? "One government user" : `${n} government users`} who may want to know your company, new on Ignite this week:`
  const why = "You get this weekly digest because you turned it on; turn it off beside your matches."
  return {
    subject: "Your new matches on Ignite this week",
    text: `${heading}\n\n${listed.map((m) => `- ${m.name}: ${m.reason}`).join("\n")}\n\nSee them all: ${href}\n\n${why}`,
    html: `<p>${escapeHtml(heading)}</p><ul>${listed
      .map((m) => `<li><strong>${escapeHtml(m.name)}</strong>: ${escapeHtml(m.reason)}</li>`)
      .join("")}</ul><p><a href="${escapeHtml(href)}">See them all</a></p><p>${escapeHtml(why)}</p>`,
  }
}

/** How much one not-relevant mark lowers the weight of its words and technology types for that user. */
const termDamping = 0.5
const typeDamping = 0.7

const limitOf = (query: MatchesQuery) => {
  const asked = Number(query.limit)
  return Number.isInteger(asked) && asked >= 1 ? Math.min(asked, matchLimits.max) : matchLimits.default
}

/**
 * The rules matchmaking answers by (issue 24), for both transports:
 * - a government user is offered only storefronts they may see (published; VISION-only ones only when they
 *   are VISION-linked), never their own company's;
 * - a company user is offered only government users who are confirmed, have a profile, and keep "Allow New
 *   Company Messages" on (their own setting for whether companies may approach them);
 * - a match hidden or marked not relevant stays away until the asker's own profile changes (its stamp);
 *   a not-relevant mark also lowers, for that user, the weight of the match's words and technology types;
 * - feedback names a match the asker is offered now (else NotFound, as if it did not exist).
 */
export const createMatchmakingFacade = ({
  service,
  db,
  catalog,
  access,
  reads,
  lists,
  mail,
  logger = silentLogger,
  now = () => new Date(),
}: {
  service: MatchmakingService
  db: Queryable
  catalog: MatchCatalog
  access: ResourceAccess
  reads: Reads
  lists: ReferenceLists
  /** Where the digest goes by email, and the address its links point at. */
  mail?: { mailer: Mailer; publicUrl: string }
  logger?: Logger
  now?: () => Date
}) => {
  const typeNames = async () => {
    const names = new Map((await lists("technologyTypes")).map((item) => [item.id, item.name]))
    return (id: string) => names.get(id) ?? id
  }

  const learnedFrom = (feedback: readonly FeedbackRow[]): Learned => {
    const terms = new Map<string, number>()
    const technologyTypes = new Map<string, number>()
    for (const row of feedback.filter((f) => f.feedback === "notRelevant")) {
      for (const surface of row.terms)
        for (const { term } of termsOf(surface)) terms.set(term, (terms.get(term) ?? 1) * termDamping)
      for (const type of row.technologyTypeIds)
        technologyTypes.set(type, (technologyTypes.get(type) ?? 1) * typeDamping)
    }
    return { terms, technologyTypes }
  }

  /** The subjects the user sent away against their current profile. */
  const suppressedBy = (feedback: readonly FeedbackRow[], profileStamp: string) =>
    new Set(feedback.filter((f) => f.profileStamp === profileStamp).map((f) => f.subjectId))

  const rank = async (
    viewer: Viewer,
    index: MatchIndex,
    profile: MatchDocument,
    profileStamp: string,
    allowed: (id: string) => boolean,
    limit: number,
    only?: string,
  ) => {
    const feedback = await feedbackOf(db, viewer.sub)
    const suppressed = only ? new Set<string>() : suppressedBy(feedback, profileStamp)
    return index.rank(profile, {
      now: now(),
      limit,
      technologyTypeName: await typeNames(),
      learned: learnedFrom(feedback),
      exclude: (id) => (only !== undefined && id !== only) || suppressed.has(id) || !allowed(id),
    })
  }

  /**
   * A government user's company matches, and the profile stamp they were ranked against (undefined without a
   * profile); `only` narrows them to one (for feedback).
   */
  const companiesFor = async (viewer: Viewer, limit: number, only?: string) => {
    if (!viewer.roles.includes("gov")) throw new AppError("Forbidden")
    const [{ listings, govUsers }, listingViewer] = await Promise.all([
      catalog.current(),
      access.listingViewer(viewer),
    ])
    const me = govUsers.entries.get(viewer.sub)
    if (!me) return { matches: [] }
    const allowed = (id: string) => {
      const entry = listings.entries.get(id)
      return (
        entry !== undefined &&
        entry.accountId !== listingViewer.accountId &&
        canSeeListing(entry, listingViewer)
      )
    }
    const ranked = await rank(viewer, listings.index, me.doc, me.profileStamp, allowed, limit, only)
    const matches: CompanyMatches["matches"] = ranked.map((match) => {
      const entry = listings.entries.get(match.id)!
      return {
        listingId: match.id,
        accountId: entry.accountId,
        logo: entry.logoPath ? { path: entry.logoPath } : null,
        name: match.name,
        reason: match.reason,
        terms: match.terms,
        score: match.score,
        technologyTypeIds: match.technologyTypeIds,
      }
    })
    return { matches, profileStamp: me.profileStamp }
  }

  /**
   * A company user's government-user matches, ranked against their own storefront (its profile stamp beside
   * them; undefined without a storefront); `only` narrows them to one (for feedback).
   */
  const govUsersFor = async (viewer: Viewer, limit: number, only?: string) => {
    const [accountId, { listings, govUsers }] = await Promise.all([
      access.accountOf(viewer),
      catalog.current(),
    ])
    const listing = await reads.listingOfAccount(accountId).catch(() => undefined)
    const mine = listing ? listings.entries.get(listing.id) : undefined
    if (!mine) return { matches: [] }
    const allowed = (id: string) => govUsers.entries.get(id)?.discoverable === true
    const ranked = await rank(viewer, govUsers.index, mine.doc, mine.profileStamp, allowed, limit, only)
    const matches: GovUserMatches["matches"] = ranked.map((match) => {
      const entry = govUsers.entries.get(match.id)!
      return {
        govUserId: match.id,
        headshot: entry.headshotPath ? { path: entry.headshotPath } : null,
        name: match.name,
        reason: match.reason,
        terms: match.terms,
        score: match.score,
        technologyTypeIds: match.technologyTypeIds,
      }
    })
    return { matches, profileStamp: mine.profileStamp }
  }

  /** The asker's side, the profile stamp their feedback is given against, and the match it is about. */
  const matchFor = async (viewer: Viewer, subjectId: string) => {
    const side = viewer.roles.includes("gov") ? ("companies" as const) : ("govUsers" as const)
    const { matches, profileStamp } = await (side === "companies" ? companiesFor : govUsersFor)(
      viewer,
      1,
      subjectId,
    )
    const [match] = matches
    if (!match || profileStamp === undefined) throw new AppError("NotFound")
    return { side, profileStamp, match }
  }

  /** The matches a digest is chosen from: the list endpoint's own answer, as long as it may be. */
  const digestCandidates = async (viewer: Viewer) =>
    viewer.roles.includes("gov")
      ? { side: "companies" as const, matches: (await companiesFor(viewer, matchLimits.max)).matches }
      : {
          side: "govUsers" as const,
          matches: (await govUsersFor(viewer, matchLimits.max).catch(() => ({ matches: [] }))).matches,
        }

  /** One user's digest, if the rule allows one now; true when one was sent. */
  const digestFor = async (userId: string): Promise<boolean> => {
    const user = await reads.currentUser(userId).catch(() => undefined)
    if (!user?.confirmed) return false
    const viewer: Viewer = { sub: userId, roles: user.userRoles }
    if (!viewer.roles.includes("gov") && !user.accountId) return false // admins, auditors: no matches
    const { side, matches } = await digestCandidates(viewer)
    const { matchIds, digestId } = await service.sendDigest({
      userId,
      side,
      rankedIds: matches.map(idOf),
    })
    if (matchIds.length === 0 || !digestId) return false
    if (mail && user.email) {
      const listed = matchIds.map((id) => matches.find((match) => idOf(match) === id)!)
      await mail.mailer
        .send({
          to: user.email,
          idempotencyKey: `match-digest:${digestId}`,
          ...digestMail(side, listed, `${mail.publicUrl}/#matches`),
        })
        .catch((error: unknown) =>
          // the digest stands (in the app); a lost email is not sent again next week
          logger.warn({ err: error, userId }, "the match digest email could not be sent"),
        )
    }
    return true
  }

  return {
    /** The caller's weekly digest setting. */
    digest: async (viewer: Viewer): Promise<MatchDigestSetting> => ({
      enabled: await matchDigestEnabled(db, viewer.sub),
    }),

    /** Turn the caller's weekly digest on or off. */
    async changeDigest(viewer: Viewer, input: MatchDigestSetting): Promise<MatchDigestSetting> {
      await service.changeDigest(viewer.sub, input.enabled)
      return { enabled: input.enabled }
    },

    /**
     * The weekly digest job, at this facade's clock: for every user who opted in, their matches as the list
     * endpoint ranks and filters them (visibility, feedback), and the decider's word on whether a digest
     * goes and what it lists; a digest is an in-app notification (the event) and an email. Safe to run as
     * often as you like and from several processes: the decider sends at most one a week.
     */
    async sendDigests(): Promise<{ sent: number }> {
      let sent = 0
      // only those whose week is up: the decider would refuse the others anyway
      for (const userId of await matchDigestSubscribers(db, new Date(now().getTime() - digestIntervalMs))) {
        try {
          if (await digestFor(userId)) sent++
        } catch (error) {
          logger.warn({ err: error, userId }, "the match digest failed for a user")
        }
      }
      return { sent }
    },

    companies: async (viewer: Viewer, query: MatchesQuery): Promise<CompanyMatches> => ({
      matches: (await companiesFor(viewer, limitOf(query))).matches,
    }),
    govUsers: async (viewer: Viewer, query: MatchesQuery): Promise<GovUserMatches> => ({
      matches: (await govUsersFor(viewer, limitOf(query))).matches,
    }),

    async feedback(
      viewer: Viewer,
      subjectId: string,
      feedback: MatchFeedbackAnswer["feedback"],
    ): Promise<MatchFeedbackAnswer> {
      const { side, profileStamp, match } = await matchFor(viewer, subjectId)
      await service.giveFeedback({
        userId: viewer.sub,
        side,
        subjectId,
        feedback,
        profileStamp,
        terms: match.terms,
        technologyTypeIds: match.technologyTypeIds,
      })
      return { id: subjectId, feedback }
    },

    /**
     * A chat started from a match is its success: recorded for the user who started it, about the other
     * participant (the storefront of the account a government user wrote to; the government user a company
     * wrote to).
     */
    async chatStarted(
      viewer: Viewer,
      pair: { accountId: string; govUserId: string },
      chatThreadId: string,
    ): Promise<void> {
      if (viewer.roles.includes("gov")) {
        const listing = await reads.listingOfAccount(pair.accountId)
        await service.recordSuccess({
          userId: viewer.sub,
          side: "companies",
          subjectId: listing.id,
          chatThreadId,
        })
      } else
        await service.recordSuccess({
          userId: viewer.sub,
          side: "govUsers",
          subjectId: pair.govUserId,
          chatThreadId,
        })
    },
  }
}

export type MatchmakingFacade = ReturnType<typeof createMatchmakingFacade>

export { createMatchCatalog } from "@ignite/projection-matches"
