import { AppError, type MatchFeedbackView, normalizePage, type PageQuery } from "@ignite/contracts"
import type { MatchmakingService } from "@ignite/domain-matchmaking"
import type { Queryable } from "@ignite/platform"
import { findMatchFeedback, matchFeedbacksOf } from "@ignite/projection-matchmaking"
import type { Viewer } from "../access/resource-access"

/**
 * What the transports reach of the matchmaking domain: its commands, and its reads behind the resource rule
 * (a match feedback is its creator's: anyone else finds nothing, exactly as if it did not exist).
 */
export const createMatchmakingFacade = ({ service, db }: { service: MatchmakingService; db: Queryable }) => {
  const own = async (viewer: Viewer, matchFeedbackId: string): Promise<MatchFeedbackView> => {
    const found = await findMatchFeedback(db, matchFeedbackId)
    if (!found || found.createdBy !== viewer.sub) throw new AppError("NotFound")
    return found
  }
  return {
    list: (viewer: Viewer, query: typeof PageQuery.Type) =>
      matchFeedbacksOf(db, viewer.sub, normalizePage(query)),
    get: own,
    async create(viewer: Viewer, input: unknown) {
      return own(viewer, await service.create(viewer.sub, input))
    },
    async rename(viewer: Viewer, matchFeedbackId: string, input: unknown) {
      await own(viewer, matchFeedbackId)
      await service.rename(viewer.sub, matchFeedbackId, input)
      return own(viewer, matchFeedbackId)
    },
  }
}

export type MatchmakingFacade = ReturnType<typeof createMatchmakingFacade>
