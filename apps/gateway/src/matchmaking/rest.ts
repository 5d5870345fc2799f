import {
  CompanyMatches,
  GovUserMatches,
  MatchDigestSetting,
  MatchesQuery,
  MatchFeedbackAnswer,
  MatchFeedbackInput,
  Uuid,
} from "@ignite/contracts"
import { Schema } from "effect"
import { defineRoute, type RestRoute } from "../rest/route"

const MatchParams = Schema.Struct({ id: Uuid })

/** Matchmaking (issue 24): each side's matches in rank order, and the feedback on them. */
export const matchmakingRoutes: readonly RestRoute[] = [
  defineRoute({
    method: "GET",
    path: "/api/v1/matches/companies",
    summary: "The storefronts a government user should meet, best first, each with its reason (limit)",
    tag: "Matchmaking",
    access: "gov",
    query: MatchesQuery,
    response: CompanyMatches,
    handler: ({ ctx, caller, query }) => ctx.services.matchmaking.companies(caller, query),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/matches/gov_users",
    summary: "The government users a company should know, best first, each with its reason (limit)",
    tag: "Matchmaking",
    access: "company",
    query: MatchesQuery,
    response: GovUserMatches,
    handler: ({ ctx, caller, query }) => ctx.services.matchmaking.govUsers(caller, query),
  }),
  defineRoute({
    method: "POST",
    path: "/api/v1/matches/{id}/feedback",
    summary:
      "Hide a match or mark it not relevant (feedback: hidden | notRelevant); {id} is the storefront's or government user's",
    tag: "Matchmaking",
    access: "user",
    params: MatchParams,
    body: MatchFeedbackInput,
    response: MatchFeedbackAnswer,
    errors: ["NotFound"],
    handler: ({ ctx, caller, params, body }) =>
      ctx.services.matchmaking.feedback(caller, params.id, body.feedback),
  }),
  defineRoute({
    method: "GET",
    path: "/api/v1/matches/digest",
    summary:
      "Whether the caller gets the weekly digest of new matches (email and notification; off by default)",
    tag: "Matchmaking",
    access: "user",
    response: MatchDigestSetting,
    handler: ({ ctx, caller }) => ctx.services.matchmaking.digest(caller),
  }),
  defineRoute({
    method: "PATCH",
    path: "/api/v1/matches/digest",
    summary: "Turn the caller's weekly digest of new matches on or off (enabled)",
    tag: "Matchmaking",
    access: "user",
    body: MatchDigestSetting,
    response: MatchDigestSetting,
    handler: ({ ctx, caller, body }) => ctx.services.matchmaking.changeDigest(caller, body),
  }),
]
