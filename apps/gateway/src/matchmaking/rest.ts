import {
  CreateMatchFeedbackInput,
  MatchFeedbacksPage,
  MatchFeedbackView,
  PageQuery,
  RenameMatchFeedbackInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

const MatchFeedbackParams = Schema.Struct({ id: Uuid })

/** The match feedbacks of the signed-in user. */
export const matchmakingRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/match_feedbacks",
    summary: "The caller's match feedbacks (page, perPage)",
    tag: "Matchmaking",
    access: "user",
    query: PageQuery,
    response: MatchFeedbacksPage,
    handler: ({ ctx, caller, query }) => ctx.services.matchmaking.list(caller, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/match_feedbacks",
    summary: "Start a match feedback",
    tag: "Matchmaking",
    access: "user",
    status: 201,
    body: CreateMatchFeedbackInput,
    response: MatchFeedbackView,
    handler: ({ ctx, caller, body }) => ctx.services.matchmaking.create(caller, body),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/match_feedbacks/{id}",
    summary: "One of the caller's match feedbacks",
    tag: "Matchmaking",
    access: "user",
    params: MatchFeedbackParams,
    response: MatchFeedbackView,
    handler: ({ ctx, caller, params }) => ctx.services.matchmaking.get(caller, params.id),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/match_feedbacks/{id}",
    summary: "Rename one of the caller's match feedbacks",
    tag: "Matchmaking",
    access: "user",
    params: MatchFeedbackParams,
    body: RenameMatchFeedbackInput,
    response: MatchFeedbackView,
    handler: ({ ctx, caller, params, body }) => ctx.services.matchmaking.rename(caller, params.id, body),
  }),
]
