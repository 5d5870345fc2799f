import { randomUUID } from "node:crypto"
import type { UserRole } from "@ignite/contracts"
import { inboxStreamId } from "@ignite/contracts/events"
import { driverName, waitFor } from "@ignite/platform/testing"
import sharp from "sharp"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Access } from "../access"
import { type FakePlaces, startFakePlaces } from "../testing/fake-places"
import { editStorefront } from "../testing/listing-form"
import { callProcedure, procedures, restRoutes } from "../testing/operations"
import { aVisionUser, companySignUpFields } from "../testing/sign-up"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * Who may call what, written down by hand for every REST operation and tRPC procedure, and checked against
 * the running app for every kind of caller. The table is independent of the routes' own `access`
 * declarations, so a route declared too open (or too closed) fails here; an operation without a row fails
 * too, so a new endpoint cannot land without saying who may call it. A caller the row lets through must
 * succeed (2xx; over tRPC a result) with a valid input, so a broken handler cannot hide behind a 4xx: a new
 * operation that takes anything (path values, a query, a body, a form) adds its input to `restInputs`,
 * `formInputs` or `trpcInputs` below; only `exceptions` may name another answer, and why.
 *
 * `member`: a company user who belongs to the account in the path or input (the resource rule).
 * Chat's resource rules, on top of the `user` gate: `chat side`, a company or government user (the two sides
 * of a conversation; anyone else is told they cannot chat); `participant`, a user on one side of the thread
 * in the path or input (anyone else finds nothing, as if it did not exist); `thread's government user`, its
 * government participant (who alone pauses it: the thread is the government user's with the owning company,
 * whose users are told so; anyone else finds nothing). `gov profile`: a government user's profile (the one in the
 * path or input is the government caller's own), read by company users, admins and that user; anyone else
 * finds nothing.
 */
type Rule = Access | "member" | "chat side" | "participant" | "thread's government user" | "gov profile"

const rest: Record<string, Rule> = {
  "GET /api/v1/status": "operator",
  "GET /api/v1/operator/projections": "operator",
  "POST /api/v1/operator/projections/{name}/rebuild": "operator",
  "GET /api/v1/operator/streams/{streamId}/events": "operator",
  "POST /api/v1/operator/projections/{name}/pause": "operator",
  "POST /api/v1/operator/projections/{name}/resume": "operator",
  "POST /api/v1/operator/projections/{name}/verify": "operator",
  "POST /api/v1/operator/projections/{name}/replay": "operator",
  "GET /api/v1/operator/events/export": "operator",
  "POST /api/v1/operator/users/erase": "operator",
  "POST /api/v1/admin/users/{id}/erase": "admin",
  "GET /api/v1/operator/events": "operator",
  "POST /api/v1/operator/users": "operator",
  "POST /api/v1/operator/accounts": "operator",
  "GET /api/v1/captcha/challenge": "anonymous",
  "GET /api/v1/social_media_types": "anonymous",
  "GET /api/v1/timezones": "anonymous",
  "GET /api/v1/naics_codes": "anonymous",
  "GET /api/v1/technology_types": "anonymous",
  "GET /api/v1/business_classifications": "anonymous",
  "GET /api/v1/gov/user_classifications": "anonymous",
  "GET /api/v1/phases": "anonymous",
  "GET /api/v1/countries": "anonymous",
  "GET /api/v1/gov_user_organizations": "anonymous",
  "GET /api/v1/site_settings": "anonymous",
  "GET /api/v1/connect/naics_codes": "user",
  "GET /api/v1/connect/technology_types": "user",
  "GET /api/v1/connect/business_classifications": "user",
  "GET /api/v1/connect/awards/phases": "user",
  "POST /api/v1/admin/technology_types": "admin",
  "PATCH /api/v1/admin/technology_types/{id}": "admin",
  "POST /api/v1/admin/business_classifications": "admin",
  "PATCH /api/v1/admin/business_classifications/{id}": "admin",
  "POST /api/v1/admin/gov_user_organizations": "admin",
  "PATCH /api/v1/admin/gov_user_organizations/{id}": "admin",
  "POST /api/v1/users/sign_in": "anonymous",
  "DELETE /api/v1/users/sign_out": "signed-in",
  "GET /api/v1/current_user": "user",
  "GET /api/v1/users/settings": "user",
  "POST /api/v1/users/confirmation": "anonymous",
  "GET /api/v1/users/confirmation": "anonymous",
  "PATCH /api/v1/users/confirmation/cancel": "user",
  "POST /api/v1/users/password": "anonymous",
  "PATCH /api/v1/users/password": "anonymous",
  "PATCH /api/v1/users": "user",
  "GET /api/v1/terms": "anonymous",
  "GET /api/v1/privacy": "anonymous",
  "GET /api/v1/anti_spam_policy": "anonymous",
  "POST /api/v1/terms/{id}/sign": "confirmed",
  "POST /api/v1/privacy/{id}/sign": "confirmed",
  "POST /api/v1/admin/policies": "admin",
  "GET /api/v1/accounts/check_unique_entity": "anonymous",
  "POST /api/v1/claim_requests": "anonymous",
  "PATCH /api/v1/claim_requests/resend": "anonymous",
  "GET /api/v1/claim_requests/check_claim": "anonymous",
  "POST /api/v1/claim_requests/claim_account": "anonymous",
  "GET /api/v1/user_invites/check_invite": "anonymous",
  "POST /api/v1/user_invites/accept_invite": "anonymous",
  "GET /api/v1/current_user/account": "company",
  "PATCH /api/v1/current_user/account": "company",
  "GET /api/v1/current_user/account/users": "company",
  "PATCH /api/v1/current_user/account/mark_setup_session_complete": "company",
  "GET /api/v1/accounts/{id}/users": "member",
  "POST /api/v1/accounts/{id}/user_invites": "member",
  "GET /api/v1/accounts/{id}/user_invites/{inviteId}": "member",
  "PATCH /api/v1/accounts/{id}/user_invites/{inviteId}": "member",
  "PATCH /api/v1/accounts/{id}/user_invites/{inviteId}/resend": "member",
  "DELETE /api/v1/accounts/{id}/user_invites/{inviteId}": "member",
  "POST /api/v1/admin/imports/sbir_awards": "admin",
  "GET /api/v1/admin/imports": "admin",
  "GET /api/v1/admin/imports/{id}": "admin",
  "POST /api/v1/operator/imports/sbir_awards": "operator",
  "GET /api/v1/operator/imports/{id}": "operator",
  "GET /api/v1/current_user/listings": "company",
  "PATCH /api/v1/current_user/listings/{id}": "member",
  "PATCH /api/v1/current_user/listings/{id}/publish": "member",
  "PATCH /api/v1/current_user/listings/{id}/unpublish": "member",
  "PATCH /api/v1/admin/accounts/{id}/payment_status": "admin",
  "GET /api/v1/listings/{id}": "member",
  "GET /api/v1/listings/{id}/listing_awards": "member",
  "GET /api/v1/listings/{id}/listing_awards/{awardId}": "member",
  "GET /api/v1/connect/listings/{id}": "user",
  "GET /api/v1/connect/listings/{id}/listing_awards": "user",
  "GET /api/v1/connect/listings/{id}/listing_awards/{awardId}": "user",
  "GET /api/v1/listings/{id}/listing_services": "member",
  "POST /api/v1/listings/{id}/listing_services": "member",
  "GET /api/v1/listings/{id}/listing_services/{itemId}": "member",
  "PATCH /api/v1/listings/{id}/listing_services/{itemId}": "member",
  "DELETE /api/v1/listings/{id}/listing_services/{itemId}": "member",
  "GET /api/v1/connect/listings/{id}/listing_services": "user",
  "GET /api/v1/connect/listings/{id}/listing_services/{itemId}": "user",
  "GET /api/v1/listings/{id}/listing_products": "member",
  "POST /api/v1/listings/{id}/listing_products": "member",
  "GET /api/v1/listings/{id}/listing_products/{itemId}": "member",
  "PATCH /api/v1/listings/{id}/listing_products/{itemId}": "member",
  "DELETE /api/v1/listings/{id}/listing_products/{itemId}": "member",
  "GET /api/v1/connect/listings/{id}/listing_products": "user",
  "GET /api/v1/connect/listings/{id}/listing_products/{itemId}": "user",
  "GET /api/v1/listings/{id}/listing_use_cases": "member",
  "POST /api/v1/listings/{id}/listing_use_cases": "member",
  "GET /api/v1/listings/{id}/listing_use_cases/{itemId}": "member",
  "PATCH /api/v1/listings/{id}/listing_use_cases/{itemId}": "member",
  "DELETE /api/v1/listings/{id}/listing_use_cases/{itemId}": "member",
  "GET /api/v1/connect/listings/{id}/listing_use_cases": "user",
  "GET /api/v1/connect/listings/{id}/listing_use_cases/{itemId}": "user",
  "GET /api/v1/listings/{id}/users/point_of_contact": "member",
  "GET /api/v1/connect/listings/{id}/users/point_of_contact": "user",
  "GET /api/v1/connect/listings/{id}/people": "user",
  "GET /api/v1/admin/accounts": "admin",
  "GET /api/v1/admin/users": "admin",
  "PUT /api/v1/admin/users/{id}/roles/auditor": "admin",
  "DELETE /api/v1/admin/users/{id}/roles/auditor": "admin",
  "GET /api/v1/gov/check_email": "anonymous",
  "POST /api/v1/gov_users/signup": "anonymous",
  "GET /api/v1/gov_users/vision_user_data": "anonymous",
  "GET /api/v1/gov_users/vision_redirection_data": "anonymous",
  "GET /api/v1/gov_users/user_exists_and_is_linked": "anonymous",
  "POST /api/v1/gov_users/save_vision_data_for_existing_users": "gov",
  "GET /api/v1/gov/users/{id}": "gov profile",
  "GET /api/v1/gov/users": "company-or-admin",
  "GET /api/v1/admin/gov_email_allow_list": "admin",
  "POST /api/v1/admin/gov_email_allow_list": "admin",
  "DELETE /api/v1/admin/gov_email_allow_list/{entry}": "admin",
  "GET /api/v1/maps/places": "user",
  "GET /api/v1/maps/places/{placeId}": "user",
  "GET /api/v1/connect/listings": "user",
  "GET /api/v1/connect/listings/facets": "user",
  "GET /api/v1/connect/listings/export": "user",
  "GET /api/v1/saved_searches": "gov",
  "POST /api/v1/saved_searches": "gov",
  "GET /api/v1/saved_searches/{id}": "gov",
  "PATCH /api/v1/saved_searches/{id}": "gov",
  "DELETE /api/v1/saved_searches/{id}": "gov",
  "GET /api/v1/current_user/notifications": "user",
  "GET /api/v1/current_user/notifications/count": "user",
  "PATCH /api/v1/current_user/notifications/read": "user",
  "PATCH /api/v1/current_user/notifications/{id}/read": "user",
  "POST /api/v1/chat_threads": "chat side",
  "POST /api/v1/chat_threads/find": "user",
  "GET /api/v1/chat_threads/{id}": "participant",
  "GET /api/v1/current_user/chat/threads": "user",
  "GET /api/v1/current_user/chat/unread_messages_count": "user",
  "GET /api/v1/chat_threads/{id}/user_chat_messages": "participant",
  "POST /api/v1/chat_threads/{id}/user_chat_messages": "participant",
  "PATCH /api/v1/chat_threads/{id}/pause": "thread's government user",
  "PATCH /api/v1/chat_threads/{id}/unpause": "thread's government user",
  "PATCH /api/v1/chat_threads/{id}/seen": "participant",
  "GET /api/v1/admin/statistics/technology_types_statistic": "admin",
  "GET /api/v1/admin/statistics/company_timeline_statistic": "admin",
  "GET /api/v1/admin/statistics/gov_users_timeline_statistic": "admin",
  "GET /api/v1/admin/statistics/count_gov_user_engaged_companies_statistic": "admin",
  "GET /api/v1/admin/statistics/pct_gov_user_chat_response_statistic": "admin",
  "GET /api/v1/admin/statistics/active_conversations_statistic": "admin",
  "GET /api/v1/admin/statistics/daf_users_statistic": "admin",
  "GET /api/v1/admin/statistics/sbc_users_statistic": "admin",
  "GET /api/v1/admin/statistics/listing_page_views_statistic": "admin",
  "GET /api/v1/admin/statistics/organization_users_statistic": "admin",
  "GET /api/v1/admin/statistics/technology_types_statistic/{technologyTypeId}/{measure}": "admin",
  "GET /api/v1/admin/statistics/organization_users_statistic/{organizationId}": "admin",
  "GET /api/v1/admin/statistics/active_conversations_statistic/{month}": "admin",
  "GET /api/v1/audit/events": "auditor",
  "GET /api/v1/audit/streams/{streamId}": "auditor",
  "GET /api/v1/audit/listings/{id}/storefront": "auditor",
  "GET /api/v1/audit/export": "auditor",
  "POST /api/v1/audit/reveals": "auditor",
  "GET /api/v1/audit/reveals": "admin",
  "GET /api/v1/matches/companies": "gov",
  "GET /api/v1/matches/gov_users": "company",
  "POST /api/v1/matches/{id}/feedback": "user",
  "GET /api/v1/matches/digest": "user",
  "PATCH /api/v1/matches/digest": "user",
}

const trpc: Record<string, Rule> = {
  "system.status": "operator",
  "operator.projections.status": "operator",
  "operator.projections.rebuild": "operator",
  "operator.projections.pause": "operator",
  "operator.projections.resume": "operator",
  "operator.projections.verify": "operator",
  "operator.projections.replay": "operator",
  "adminUsers.erase": "admin",
  "operator.users.create": "operator",
  "operator.accounts.register": "operator",
  "operator.events.stream": "operator",
  "operator.events.tail": "operator",
  "auth.signIn": "anonymous",
  "auth.signOut": "signed-in",
  "auth.session": "signed-in",
  "auth.resendConfirmation": "anonymous",
  "auth.confirm": "anonymous",
  "auth.requestPasswordReset": "anonymous",
  "auth.resetPassword": "anonymous",
  "users.me": "user",
  "users.settings": "user",
  "users.changePassword": "user",
  "users.changeEmail": "user",
  "users.cancelEmailChange": "user",
  "users.updateProfile": "user",
  "users.uploadHeadshot": "user",
  "users.updateSettings": "user",
  "reference.socialMediaTypes": "anonymous",
  "reference.timeZones": "anonymous",
  "reference.naicsCodes": "anonymous",
  "reference.naicsCodesPage": "user",
  "reference.technologyTypes": "anonymous",
  "reference.businessClassifications": "anonymous",
  "reference.govUserOrganizations": "anonymous",
  "reference.govUserClassifications": "anonymous",
  "reference.phases": "anonymous",
  "reference.countries": "anonymous",
  "reference.siteSettings": "anonymous",
  "reference.admin.add": "admin",
  "reference.admin.rename": "admin",
  "imports.jobs": "admin",
  "imports.job": "admin",
  "listings.mine": "company",
  "listings.edit": "member",
  "listings.setVisionOnly": "member",
  "listings.publish": "member",
  "listings.unpublish": "member",
  "listings.setPaymentStatus": "admin",
  "listings.get": "member",
  "listings.awards": "member",
  "listings.award": "member",
  "connect.listing": "user",
  "connect.awards": "user",
  "connect.award": "user",
  "listings.artifacts": "member",
  "listings.artifact": "member",
  "listings.createArtifact": "member",
  "listings.editArtifact": "member",
  "listings.removeArtifact": "member",
  "connect.artifacts": "user",
  "connect.artifact": "user",
  "listings.pointOfContact": "member",
  "connect.pointOfContact": "user",
  "connect.people": "user",
  "adminAccounts.list": "admin",
  "adminUsers.list": "admin",
  "adminUsers.grantAuditor": "admin",
  "adminUsers.revokeAuditor": "admin",
  "policies.latest": "anonymous",
  "policies.unsigned": "confirmed",
  "policies.sign": "confirmed",
  "policies.publish": "admin",
  "accounts.checkUniqueEntity": "anonymous",
  "accounts.requestClaim": "anonymous",
  "accounts.resendClaim": "anonymous",
  "accounts.checkClaim": "anonymous",
  "accounts.claimAccount": "anonymous",
  "accounts.checkInvite": "anonymous",
  "accounts.acceptInvite": "anonymous",
  "accounts.current": "company",
  "accounts.update": "company",
  "accounts.markSetupSessionComplete": "company",
  "accounts.users": "member",
  "accounts.invite": "member",
  "accounts.getInvite": "member",
  "accounts.updateInvite": "member",
  "accounts.resendInvite": "member",
  "accounts.deleteInvite": "member",
  "govUsers.checkEmail": "anonymous",
  "govUsers.signUp": "anonymous",
  "govUsers.visionUserData": "anonymous",
  "govUsers.visionRedirectionData": "anonymous",
  "govUsers.userExistsAndIsLinked": "anonymous",
  "govUsers.saveVisionDataForExistingUser": "gov",
  "govUsers.updateProfile": "gov",
  "govUsers.get": "gov profile",
  "govUsers.list": "company-or-admin",
  "govUsers.allowList": "admin",
  "govUsers.addAllowEntry": "admin",
  "govUsers.removeAllowEntry": "admin",
  "maps.suggest": "user",
  "maps.place": "user",
  "search.listings": "user",
  "search.facets": "user",
  "search.savedSearches": "gov",
  "search.savedSearch": "gov",
  "search.save": "gov",
  "search.updateSaved": "gov",
  "search.deleteSaved": "gov",
  "notifications.list": "user",
  "notifications.count": "user",
  "notifications.markRead": "user",
  "notifications.markAllRead": "user",
  "chat.create": "chat side",
  "chat.find": "user",
  "chat.get": "participant",
  "chat.threads": "user",
  "chat.unreadCount": "user",
  "chat.messages": "participant",
  "chat.send": "participant",
  "chat.pause": "thread's government user",
  "chat.unpause": "thread's government user",
  "chat.markSeen": "participant",
  "analytics.technologyTypes": "admin",
  "analytics.companyTimeline": "admin",
  "analytics.govUsersTimeline": "admin",
  "analytics.countGovUserEngagedCompanies": "admin",
  "analytics.pctGovUserChatResponse": "admin",
  "analytics.activeConversations": "admin",
  "analytics.dafUsers": "admin",
  "analytics.sbcUsers": "admin",
  "analytics.listingPageViews": "admin",
  "analytics.organizationUsers": "admin",
  "analytics.technologyTypeDrill": "admin",
  "analytics.organizationDrill": "admin",
  "analytics.conversationsDrill": "admin",
  "audit.events": "auditor",
  "audit.stream": "auditor",
  "audit.storefrontAsOf": "auditor",
  "audit.reveal": "auditor",
  "audit.reveals": "admin",
  "matches.companies": "gov",
  "matches.govUsers": "company",
  "matches.feedback": "user",
  "matches.digest": "user",
  "matches.changeDigest": "user",
}

/**
 * Operations served beside the REST routes. `signed address`: every caller alike, token or not, is refused
 * (403) a stored file's bare address and served its signed one; who may have the signed address is the rule
 * of the answer that carries it (docs/architecture.md, "Files").
 */
const served: Record<string, "signed address"> = {
  "GET /files/{key}": "signed address",
}

/** An SBIR.gov award file of one award for the company of this UEI (the n-th: each file its own award). */
const sbirCsv = (uniqueEntityId: string, n: number) =>
  [
    "Company,Award Title,Agency,Phase,Agency Tracking Number,Contract,Proposal Award Date,Award Year,Award Amount,UEI,Contact Email,Abstract",
    `Matrix Owner,Matrix sensing ${n},NASA,Phase I,NASA-MTX-${n},NNX-MTX-${n},2024-01-10,2024,"${n + 1},000",${uniqueEntityId},owner@matrix.example,Abstract ${n}`,
  ].join("\n")

/** Every operation times nine callers, one after another: minutes on a loaded two-core machine. */
const matrixTimeout = 300_000

/** Operations that end the caller's session: each call gets a session of its own. */
const endsSession = new Set(["DELETE /api/v1/users/sign_out", "auth.signOut"])

/** Operations that sign the policies: a caller who has not signed them calls as a user of their own. */
const signsPolicies = new Set([
  "POST /api/v1/terms/{id}/sign",
  "POST /api/v1/privacy/{id}/sign",
  "policies.sign",
])

type CallerName =
  | "anonymous"
  | "unconfirmed"
  | "terms-unsigned"
  | "owning company user"
  | "other company user"
  | "government user"
  | "admin"
  | "auditor"
  | "operator"

type Refusal = { status: number; error: string }
type Outcome = "passes" | Refusal

/** What the rule says a caller gets: a success (2xx, a tRPC result), or the exact refusal. */
const expected = (rule: Rule, caller: CallerName): Outcome => {
  if (rule === "anonymous") return "passes"
  if (caller === "anonymous") return { status: 401, error: "MissingToken" }
  // operator tokens (the CLI's) name no user: only operator operations take them
  if (caller === "operator") return rule === "operator" ? "passes" : { status: 403, error: "Forbidden" }
  if (rule === "signed-in") return "passes"
  if (caller === "unconfirmed") return { status: 401, error: "UnconfirmedEmail" }
  if (rule === "confirmed") return "passes"
  if (caller === "terms-unsigned") return { status: 401, error: "MissingTermsPrivacy" }
  const company = caller === "owning company user" || caller === "other company user"
  const chatSide = company || caller === "government user"
  switch (rule) {
    case "user":
      return "passes"
    case "company":
      return company ? "passes" : { status: 403, error: "Forbidden" }
    case "member":
      if (!company) return { status: 403, error: "Forbidden" }
      return caller === "owning company user" ? "passes" : { status: 403, error: "NotAccountMember" }
    case "gov":
      return caller === "government user" ? "passes" : { status: 403, error: "Forbidden" }
    case "admin":
      return caller === "admin" ? "passes" : { status: 403, error: "Forbidden" }
    case "company-or-admin":
      return company || caller === "admin" ? "passes" : { status: 403, error: "Forbidden" }
    case "auditor":
      return caller === "auditor" || caller === "admin" ? "passes" : { status: 403, error: "Forbidden" }
    case "operator":
      return caller === "admin" ? "passes" : { status: 403, error: "Forbidden" }
    case "chat side":
      return chatSide ? "passes" : { status: 403, error: "ChatWithUserNotAllowed" }
    case "participant":
      return chatSide ? "passes" : { status: 404, error: "NotFound" }
    case "gov profile":
      return chatSide || caller === "admin" ? "passes" : { status: 404, error: "NotFound" }
    case "thread's government user":
      if (caller === "government user") return "passes"
      return caller === "owning company user"
        ? { status: 403, error: "OnlyGovPauses" }
        : { status: 404, error: "NotFound" }
  }
}

/**
 * The few operations whose valid call, by an allowed caller, is by nature not a success: each is a place a
 * broken handler could hide, so each says exactly what it answers instead, and why.
 */
const notOffered: Refusal = { status: 404, error: "NotFound" }
const noMatches: Refusal = { status: 403, error: "NotAccountMember" }
const exceptions: Record<string, { answers: Partial<Record<CallerName, Refusal>>; reason: string }> =
  Object.fromEntries(
    ["POST /api/v1/matches/{id}/feedback", "matches.feedback"].map((operation) => [
      operation,
      {
        answers: {
          "owning company user": notOffered,
          "other company user": notOffered,
          "government user": notOffered,
          admin: noMatches,
          auditor: noMatches,
        },
        // feedback names a match the asker is offered now, and the matrix's people have no profile words in
        // common with its storefronts (a given match is offered once: after feedback it is gone, by rule);
        // admins and auditors are offered no matches at all. Feedback's successes are proven in
        // apps/gateway/src/matchmaking/matchmaking.int.test.ts.
        reason: "feedback on a match the caller is not offered",
      },
    ]),
  )

/** The exact answer a caller must get: the exception's, else the rule's. */
const outcomeOf = (operation: string, rule: Rule, caller: CallerName): Outcome => {
  const exception = exceptions[operation.replace(/ \(multipart\)$/, "")]
  const answer = exception?.answers[caller]
  if (answer) return answer
  return expected(rule, caller)
}

/** What one REST call sends: values for the path's `{names}`, a query, a JSON body or a multipart form. */
interface RestInput {
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  form?: FormData
  /** Puts back what the call changed (a listing it unpublished, a thread it paused), for the calls after it. */
  after?: () => Promise<void>
}
/** What one tRPC call sends, and what puts back what it changed. */
interface TrpcInput {
  input: unknown
  after?: () => Promise<void>
}
/** Who is calling, with the session they call with: an input may be made for them (their thread, their id). */
interface Given {
  caller: CallerName
  token: string | undefined
}

const png = async () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#345" } })
    .png()
    .toBuffer()

/** `{ user: { email } }` as a form's fields: `user[email]`, lists indexed. */
const formOf = (value: unknown, form = new FormData(), prefix = ""): FormData => {
  if (value === undefined || value === null) return form
  if (typeof value === "object" && !(value instanceof Uint8Array)) {
    for (const [key, inner] of Object.entries(value as Record<string, unknown>))
      formOf(inner, form, prefix ? `${prefix}[${key}]` : key)
    return form
  }
  form.append(prefix, String(value))
  return form
}

describe(`the authorization matrix on ${driverName()}`, () => {
  let app: TestApp
  let places: FakePlaces
  const mint = new Map<CallerName, () => Promise<string | undefined>>()
  /** The user behind each caller that is one. */
  const userOf = new Map<CallerName, { userId: string; email: string; accountId?: string }>()
  /**
   * The world the inputs point at, made once: the owning company's storefront (edited, published) with a real
   * award and one service, product and use case; an invite; an import; chat threads between the government
   * user and each company; the government user's saved search; a notification for every user.
   */
  const w = {
    accountId: "",
    listingId: "",
    ownerId: "",
    uniqueEntityId: "",
    otherAccountId: "",
    govId: "",
    awardId: "",
    artifact: { service: "", product: "", use_case: "" } as Record<string, string>,
    inviteId: "",
    inviteToken: "",
    claimToken: "",
    signInEmail: "",
    importId: "",
    savedSearchId: "",
    threadOf: new Map<CallerName, string>(),
    notificationOf: new Map<CallerName, string>(),
    policy: { terms: "", privacy: "" },
  }
  let unique = 0
  const session = async (userId: string, roles: string[]) => {
    const grant = await app.services.identity.users.openSession(userId, { ip: "127.0.0.1" })
    return app.services.keys.sign({ sub: userId, roles: roles as never, sid: grant.sessionId }, 600)
  }
  const fresh = (what: string) => `matrix-${what}-${++unique}-${Math.random().toString(36).slice(2, 8)}`
  const password = "Secret123!"
  let calls = 0
  /**
   * Every call from an address of its own (the app trusts the loopback proxy): the matrix makes dozens of
   * sign-ins, resends and resets, and the per-address rate limits are not what it is asking about.
   */
  const clientAddress = () => `10.96.${(++calls >> 8) & 255}.${calls & 255}`

  const json = async (
    path: string,
    init: Omit<RequestInit, "body"> & { token?: string; body?: unknown } = {},
  ) => {
    const { body, ...rest } = init
    const response = await app.request(path, {
      ...rest,
      ...(body === undefined
        ? {}
        : body instanceof FormData
          ? { body }
          : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    })
    const text = await response.text()
    if (response.status >= 300) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`)
    return (text ? JSON.parse(text) : {}) as Record<string, unknown> & { id: string }
  }
  const tokensTaken = new Set<string>()
  /** The token of the newest mail to an address whose link carries `param`, not taken before. */
  const mailedToken = (to: string, param: string) =>
    waitFor(
      async () => {
        const box = (await (
          await app.request(`/api/dev/mail?to=${encodeURIComponent(to)}`)
        ).json()) as Array<{
          text: string
        }>
        for (const mail of [...box].reverse()) {
          const match = new RegExp(`${param}=([^\\s&]+)`).exec(mail.text)
          const found = match ? decodeURIComponent(match[1]!) : undefined
          if (found && !tokensTaken.has(found)) {
            tokensTaken.add(found)
            return found
          }
        }
        return undefined
      },
      { message: `a mail to ${to} with a ${param}` },
    )

  // the small factories of one-shot resources: each call that uses one up gets its own
  const ownerToken = () => tokenFor("owning company user", "")
  const adminToken = () => tokenFor("admin", "")
  const govToken = () => tokenFor("government user", "")
  const aUser = async (roles: UserRole[] = ["ignite"], confirmed = true) => {
    const email = `${fresh("user")}@test.ignite.local`
    const { userId } = await app.services.identity.users.register({
      email,
      password,
      firstName: "Fresh",
      lastName: "User",
      roles,
      confirmed,
    })
    return { userId, email }
  }
  const aCompany = async () => {
    const uniqueEntityId = `MTX${String(++unique).padStart(9, "0")}`
    const contactEmail = `${fresh("company")}@test.ignite.local`
    await app.services.companies.registry.registerCompany({
      uniqueEntityId,
      name: "Matrix Fresh Co",
      contactEmail,
    })
    return { uniqueEntityId, contactEmail }
  }
  /** A company with a claim requested and not completed (a resend supersedes its token: each its own). */
  const aPendingClaim = async () => {
    const { uniqueEntityId, contactEmail } = await aCompany()
    await app.services.companies.accounts.requestClaim(
      { uniqueEntityId, email: contactEmail, firstName: "Claim", lastName: "Er" },
      clientAddress(),
    )
    return { uniqueEntityId, email: contactEmail }
  }
  const aClaimToken = async () => mailedToken((await aPendingClaim()).email, "claimToken")
  /**
   * An invite to the owning company, or (`to: "other"`) to the other one: the links accepted and checked are
   * both companies' in turn, as a member may send only so many invites an hour.
   */
  const anInvite = async (to: "owner" | "other" = "owner") => {
    const email = `${fresh("invitee")}@test.ignite.local`
    const [actorId, accountId] =
      to === "owner" ? [w.ownerId, w.accountId] : [userOf.get("other company user")!.userId, w.otherAccountId]
    const { userInviteId } = await app.services.companies.accounts.sendInvite(actorId, accountId, {
      firstName: "In",
      lastName: "Vitee",
      email,
    })
    return { inviteId: userInviteId, email }
  }
  let invites = 0
  const anInviteToken = async () =>
    mailedToken((await anInvite(++invites % 2 ? "other" : "owner")).email, "inviteToken")
  const anArtifact = (kind: string) =>
    app.services.storefronts.artifactEdits.create(w.ownerId, w.listingId, kind as never, {
      name: fresh("artifact"),
      description: "Made for one call of the matrix",
    })
  const aSavedSearch = async () =>
    (
      await json("/api/v1/saved_searches", {
        method: "POST",
        token: await govToken(),
        body: { name: fresh("search"), query: "searchAwards=lidar" },
      })
    ).id
  const aConfirmationToken = async () => {
    const { userId } = await aUser(["ignite"], false)
    return app.linkToken(userId, "ConfirmationSent")
  }
  const aResetToken = async () => {
    const { userId, email } = await aUser()
    await app.services.identity.users.requestPasswordReset(email, clientAddress())
    return app.linkToken(userId, "PasswordResetRequested")
  }

  const anAllowEntry = async () => {
    const entry = `${fresh("allowed")}.example.gov`
    await json("/api/v1/admin/gov_email_allow_list", {
      method: "POST",
      token: await adminToken(),
      body: { entry },
    })
    return entry
  }
  /** A VISION link for this address; the government caller's own always names the same VISION user. */
  const aVisionToken = (email: string, visionUserId = fresh("vision")) =>
    app.services.govUsers.users.vision.mint(aVisionUser(email, visionUserId))
  const govSignUp = () => ({
    email: `${fresh("gov")}@army.mil`,
    password,
    confirmPassword: password,
    firstName: "Pat",
    lastName: "Rivera",
    title: "Program Manager",
    timezone: "America/New_York",
    unclassifiedAffirmed: true,
    govUserOrganizationId: "1",
    technologyTypes: [{ id: "3" }],
    govUserClassifications: [{ id: "1" }],
    linesOfEffort: [{ details: "Counter-UAS sensing for expeditionary bases" }],
    profileDetail: "<p>I run autonomy pilots</p>",
    city: "Huntsville",
    stateOrProvince: "AL",
    country: "US",
    govEmployeeSinceYear: 2012,
  })
  const profile = { firstName: "Matrix", lastName: "Caller", title: "Tester", timezone: "America/New_York" }
  /** A company user's profile has a cell phone (theirs must); a government user's has none (theirs may not). */
  const profileOf = (caller: CallerName) =>
    caller === "government user" ? profile : { ...profile, cellPhone: "555-0100" }
  const listingForm = () => ({
    name: "Matrix Owner",
    tagLine: "Owns the matrix",
    website: "https://matrix.example",
    yearFounded: 2020,
    capabilityStatement: "<p>A capability statement long enough to pass the fifty character rule.</p>",
    addressLine1: "1 Matrix Way",
    city: "Dayton",
    postalCode: "45402",
    stateOrProvince: "OH",
    country: "US",
    pointOfContactId: w.ownerId,
  })
  const artifact = { name: "Matrix item", description: "Who may add it" }
  const resumeViews = async () => {
    await json("/api/v1/operator/projections/listing_views/resume", {
      method: "POST",
      token: await adminToken(),
    })
  }
  const republish = async () => {
    await app.services.storefronts.listings.publish(w.listingId, "matrix", true)
  }
  /** The government user's conversation with the owning company: what they pause and unpause. */
  const govThread = () => w.threadOf.get("government user")!
  const unpause = async () => {
    await json(`/api/v1/chat_threads/${govThread()}/unpause`, { method: "PATCH", token: await govToken() })
  }

  /** The caller's own email change, pending, for them to undo (a caller who may not change one has none). */
  const pendingEmailChange = async ({ token }: Given) => {
    const email = `${fresh("new")}@test.ignite.local`
    const response = await app.request("/api/v1/users", {
      method: "PATCH",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ user: { email } }),
    })
    await response.arrayBuffer()
  }
  const threadOf = ({ caller }: Given) => w.threadOf.get(caller) ?? w.threadOf.get("government user")!
  /** The other side of the caller's conversation: the government user names a company, a company the government user. */
  const counterpart = ({ caller }: Given) =>
    caller === "government user"
      ? [{ participantType: "Account", participantId: w.accountId }]
      : [{ participantType: "User", participantId: w.govId }]

  /**
   * Values for a path's `{names}` that no row overrides: the owner's storefront (under /listings/) or account,
   * its shared service, product or use case, its award and invite. A row below names anything else.
   */
  const pathValues = (template: string): Record<string, string> => {
    const kind = /listing_(service|product|use_case)s/.exec(template)?.[1]
    return {
      id: template.includes("/listings/{id}") ? w.listingId : w.accountId,
      itemId: kind ? w.artifact[kind]! : "",
      awardId: w.awardId,
      inviteId: w.inviteId,
    }
  }

  /**
   * A valid input, for an allowed caller, of every REST operation that needs one (an operation without a row
   * sends no body, and its path the values above). A call that uses its resource up makes a fresh one.
   */
  const restInputs: Record<string, (given: Given) => RestInput | Promise<RestInput>> = {
    "POST /api/v1/matches/{id}/feedback": () => ({
      params: { id: w.listingId },
      body: { feedback: "hidden" },
    }),
    "PATCH /api/v1/matches/digest": () => ({ body: { enabled: true } }),
    "POST /api/v1/operator/projections/{name}/rebuild": () => ({ params: { name: "listing_views" } }),
    "POST /api/v1/operator/projections/{name}/pause": () => ({
      params: { name: "listing_views" },
      after: resumeViews,
    }),
    "POST /api/v1/operator/projections/{name}/resume": () => ({ params: { name: "listing_views" } }),
    "POST /api/v1/operator/projections/{name}/verify": () => ({ params: { name: "listing_views" } }),
    "POST /api/v1/operator/projections/{name}/replay": () => ({
      params: { name: "listing_views" },
      body: { until: new Date().toISOString() },
    }),
    "GET /api/v1/operator/streams/{streamId}/events": () => ({ params: { streamId: `user-${w.ownerId}` } }),
    "POST /api/v1/operator/users": () => ({
      body: {
        email: `${fresh("op")}@test.ignite.local`,
        password,
        firstName: "Op",
        lastName: "Made",
        roles: ["ignite"],
      },
    }),
    "POST /api/v1/operator/users/erase": async () => ({ body: { email: (await aUser()).email } }),
    "POST /api/v1/operator/accounts": () => ({
      body: {
        uniqueEntityId: `OPR${String(++unique).padStart(9, "0")}`,
        name: "Operator Co",
        contactEmail: `${fresh("op")}@test.ignite.local`,
      },
    }),
    "POST /api/v1/operator/imports/sbir_awards": async () => ({ form: await sbirForm() }),
    "GET /api/v1/operator/imports/{id}": () => ({ params: { id: w.importId } }),
    "POST /api/v1/admin/users/{id}/erase": async () => ({ params: { id: (await aUser()).userId } }),
    "PUT /api/v1/admin/users/{id}/roles/auditor": async () => ({ params: { id: (await aUser()).userId } }),
    "DELETE /api/v1/admin/users/{id}/roles/auditor": async () => {
      const { userId } = await aUser(["ignite", "auditor"])
      return { params: { id: userId } }
    },
    "POST /api/v1/admin/technology_types": () => ({ body: { name: fresh("type") } }),
    "PATCH /api/v1/admin/technology_types/{id}": () => ({
      params: { id: "3" },
      body: { name: "Artificial Intelligence" },
    }),
    "POST /api/v1/admin/business_classifications": () => ({ body: { name: fresh("class") } }),
    "PATCH /api/v1/admin/business_classifications/{id}": () => ({
      params: { id: "1" },
      body: { name: "Small Business" },
    }),
    "POST /api/v1/admin/gov_user_organizations": () => ({
      body: { name: fresh("org"), longName: fresh("organization"), categoryId: "1" },
    }),
    "PATCH /api/v1/admin/gov_user_organizations/{id}": () => ({
      params: { id: "1" },
      body: { name: fresh("org"), longName: fresh("organization") },
    }),
    "POST /api/v1/users/sign_in": async () => ({
      body: { user: { email: (await aUser()).email, password } },
    }),
    "POST /api/v1/users/confirmation": async () => ({
      body: { user: { email: (await aUser(["ignite"], false)).email } },
    }),
    "GET /api/v1/users/confirmation": async () => ({
      query: { confirmation_token: await aConfirmationToken() },
    }),
    "PATCH /api/v1/users/confirmation/cancel": async (given) => {
      await pendingEmailChange(given)
      return {}
    },
    "POST /api/v1/users/password": async () => ({ body: { user: { email: (await aUser()).email } } }),
    "PATCH /api/v1/users/password": async () => ({
      body: {
        user: {
          password: "Another123!",
          passwordConfirmation: "Another123!",
          resetPasswordToken: await aResetToken(),
        },
      },
    }),
    "PATCH /api/v1/users": ({ caller }) => ({ body: { user: profileOf(caller) } }),
    "POST /api/v1/terms/{id}/sign": () => ({ params: { id: w.policy.terms } }),
    "POST /api/v1/privacy/{id}/sign": () => ({ params: { id: w.policy.privacy } }),
    "POST /api/v1/admin/policies": () => ({
      body: {
        kind: "antiSpam",
        title: "Anti-spam",
        publishDate: "2026-11-02",
        content: "<p>No spam, please.</p>",
      },
    }),
    "GET /api/v1/accounts/check_unique_entity": () => ({ query: { uniqueEntityId: w.uniqueEntityId } }),
    "POST /api/v1/claim_requests": async () => {
      const { uniqueEntityId, contactEmail } = await aCompany()
      return { body: { uniqueEntityId, email: contactEmail, firstName: "Claim", lastName: "Er" } }
    },
    "PATCH /api/v1/claim_requests/resend": async () => ({ body: await aPendingClaim() }),
    "GET /api/v1/claim_requests/check_claim": () => ({ query: { claimToken: w.claimToken } }),
    "POST /api/v1/claim_requests/claim_account": async () => ({
      body: { ...companySignUpFields(), claimToken: await aClaimToken() },
    }),
    "GET /api/v1/user_invites/check_invite": () => ({ query: { invite_token: w.inviteToken } }),
    "POST /api/v1/user_invites/accept_invite": async () => ({
      body: { ...companySignUpFields(), inviteToken: await anInviteToken() },
    }),
    "PATCH /api/v1/current_user/account": () => ({ body: { name: "Matrix Renamed" } }),
    "POST /api/v1/accounts/{id}/user_invites": () => ({
      body: { firstName: "Mat", lastName: "Rix", email: `${fresh("invite")}@test.ignite.local` },
    }),
    "PATCH /api/v1/accounts/{id}/user_invites/{inviteId}": () => ({
      body: { firstName: "Mat", lastName: "Rix", email: `${fresh("invite")}@test.ignite.local` },
    }),
    "DELETE /api/v1/accounts/{id}/user_invites/{inviteId}": async () => ({
      params: { inviteId: (await anInvite()).inviteId },
    }),
    "POST /api/v1/admin/imports/sbir_awards": async () => ({ form: await sbirForm() }),
    "GET /api/v1/admin/imports/{id}": () => ({ params: { id: w.importId } }),
    "PATCH /api/v1/current_user/listings/{id}": () => ({ body: { isOnlyVisionVisible: false } }),
    "PATCH /api/v1/current_user/listings/{id}/unpublish": () => ({ after: republish }),
    "PATCH /api/v1/admin/accounts/{id}/payment_status": () => ({ body: { status: "good_standing" } }),
    ...Object.fromEntries(
      ["service", "product", "use_case"].flatMap((kind) => {
        const items = `/api/v1/listings/{id}/listing_${kind}s`
        const body = () => ({
          body: { [`listing_${kind}`]: { name: "Matrix item", description: "Who may add it" } },
        })
        return [
          [`POST ${items}`, body],
          [`PATCH ${items}/{itemId}`, body],
          [`DELETE ${items}/{itemId}`, async () => ({ params: { itemId: await anArtifact(kind) } })],
        ]
      }),
    ),
    "GET /api/v1/gov/check_email": () => ({ query: { email: "someone@army.mil" } }),
    "POST /api/v1/gov_users/signup": () => ({ body: { user: govSignUp() } }),
    "GET /api/v1/gov_users/vision_user_data": async () => ({
      query: { q: await aVisionToken("val@partner.example") },
    }),
    "GET /api/v1/gov_users/vision_redirection_data": async () => ({
      query: { q: await aVisionToken("val@partner.example") },
    }),
    "GET /api/v1/gov_users/user_exists_and_is_linked": async () => ({
      query: { q: await aVisionToken("val@partner.example") },
    }),
    "POST /api/v1/gov_users/save_vision_data_for_existing_users": async () => ({
      body: { q: await aVisionToken(userOf.get("government user")!.email, "matrix-gov-vision") },
    }),
    "GET /api/v1/gov/users/{id}": () => ({ params: { id: w.govId } }),
    "POST /api/v1/admin/gov_email_allow_list": () => ({ body: { entry: `${fresh("agency")}.example.gov` } }),
    "DELETE /api/v1/admin/gov_email_allow_list/{entry}": async () => ({
      params: { entry: await anAllowEntry() },
    }),
    "GET /api/v1/maps/places": () => ({ query: { input: "1600 Penn", sessionToken: "matrix-1" } }),
    "GET /api/v1/maps/places/{placeId}": () => ({ params: { placeId: "ChIJ-white-house" } }),
    "POST /api/v1/saved_searches": () => ({ body: { name: fresh("search"), query: "searchAwards=lidar" } }),
    "GET /api/v1/saved_searches/{id}": () => ({ params: { id: w.savedSearchId } }),
    "PATCH /api/v1/saved_searches/{id}": () => ({
      params: { id: w.savedSearchId },
      body: { alertsEnabled: false },
    }),
    "DELETE /api/v1/saved_searches/{id}": async () => ({ params: { id: await aSavedSearch() } }),
    "PATCH /api/v1/current_user/notifications/{id}/read": ({ caller }) => ({
      params: { id: w.notificationOf.get(caller) ?? "" },
    }),
    "POST /api/v1/chat_threads": (given) => ({
      body: { participants: counterpart(given), initialMessages: [{ content: "Matrix hello" }] },
    }),
    "POST /api/v1/chat_threads/find": (given) => ({ body: { participants: counterpart(given) } }),
    "GET /api/v1/chat_threads/{id}": (given) => ({ params: { id: threadOf(given) } }),
    "GET /api/v1/chat_threads/{id}/user_chat_messages": (given) => ({ params: { id: threadOf(given) } }),
    "POST /api/v1/chat_threads/{id}/user_chat_messages": (given) => ({
      params: { id: threadOf(given) },
      body: { content: "Matrix message" },
    }),
    "PATCH /api/v1/chat_threads/{id}/pause": () => ({ params: { id: govThread() }, after: unpause }),
    "PATCH /api/v1/chat_threads/{id}/unpause": () => ({ params: { id: govThread() } }),
    "PATCH /api/v1/chat_threads/{id}/seen": (given) => ({ params: { id: threadOf(given) } }),
    "GET /api/v1/admin/statistics/technology_types_statistic/{technologyTypeId}/{measure}": () => ({
      params: { technologyTypeId: "3", measure: "users" },
    }),
    "GET /api/v1/admin/statistics/organization_users_statistic/{organizationId}": () => ({
      params: { organizationId: "4" },
    }),
    "GET /api/v1/admin/statistics/active_conversations_statistic/{month}": () => ({
      params: { month: "2026-01" },
    }),
    "GET /api/v1/audit/streams/{streamId}": () => ({ params: { streamId: `user-${w.ownerId}` } }),
    "GET /api/v1/audit/listings/{id}/storefront": () => ({ query: { asOf: new Date().toISOString() } }),
    "POST /api/v1/audit/reveals": () => ({
      body: { subject: w.ownerId, reason: "The authorization matrix asks who may reveal" },
    }),
  }

  /** The multipart form of every operation that takes one: its fields, and a real file in each file field. */
  /**
   * An award file to upload, once the import before it has ended: one import runs at a time (the next is
   * refused, ImportInProgress), and an upload answers as its import starts.
   */
  const sbirForm = async () => {
    await waitFor(
      async () => {
        const jobs = (await json("/api/v1/admin/imports", { token: await adminToken() })) as unknown
        return (jobs as Array<{ status: string }>).every((job) => job.status !== "running") || undefined
      },
      { message: "the running import's end" },
    )
    const form = new FormData()
    form.append("file", new Blob([sbirCsv(w.uniqueEntityId, ++unique)]), "awards.csv")
    return form
  }
  const withFiles = async (operation: string, form: FormData) => {
    const route = restRoutes.find((r) => `${r.method} ${r.path}` === operation)!
    for (const field of route.form?.files ?? []) {
      form.append(field, new Blob([await png()]), "matrix.png")
      // an attachment in a list is named beside its file: `...[0][file]` has `...[0][name]`
      if (/\[\d+\]\[\w+\]$/.test(field)) form.append(field.replace(/\[\w+\]$/, "[name]"), "Matrix attachment")
    }
    return form
  }
  const formInputs: Record<string, (given: Given) => Promise<RestInput>> = {
    "PATCH /api/v1/users": async () => ({ form: await withFiles("PATCH /api/v1/users", new FormData()) }),
    "POST /api/v1/claim_requests/claim_account": async () => ({
      form: await withFiles(
        "POST /api/v1/claim_requests/claim_account",
        formOf({ ...companySignUpFields(), claimToken: await aClaimToken() }),
      ),
    }),
    "POST /api/v1/user_invites/accept_invite": async () => ({
      form: await withFiles(
        "POST /api/v1/user_invites/accept_invite",
        formOf({ ...companySignUpFields(), inviteToken: await anInviteToken() }),
      ),
    }),
    "PATCH /api/v1/current_user/listings/{id}": async () => ({
      form: await withFiles("PATCH /api/v1/current_user/listings/{id}", formOf({ listing: listingForm() })),
    }),
    "POST /api/v1/gov_users/signup": async () => ({
      form: await withFiles("POST /api/v1/gov_users/signup", formOf({ user: govSignUp() })),
    }),
    "POST /api/v1/admin/imports/sbir_awards": async () => ({ form: await sbirForm() }),
    "POST /api/v1/operator/imports/sbir_awards": async () => ({ form: await sbirForm() }),
    ...Object.fromEntries(
      ["service", "product", "use_case"].flatMap((kind) => {
        const items = `/api/v1/listings/{id}/listing_${kind}s`
        const form = (operation: string) => async () => ({
          form: await withFiles(
            operation,
            formOf({ [`listing_${kind}`]: { name: "Matrix form", description: "Who may add it" } }),
          ),
        })
        return [
          [`POST ${items}`, form(`POST ${items}`)],
          [`PATCH ${items}/{itemId}`, form(`PATCH ${items}/{itemId}`)],
        ]
      }),
    ),
  }

  /** A valid input, for an allowed caller, of every tRPC procedure that takes one. */
  const trpcInputs: Record<string, (given: Given) => TrpcInput | Promise<TrpcInput>> = {
    "operator.projections.rebuild": () => ({ input: { name: "listing_views" } }),
    "operator.projections.pause": () => ({
      input: { name: "listing_views" },
      after: resumeViews,
    }),
    "operator.projections.resume": () => ({ input: { name: "listing_views" } }),
    "operator.projections.verify": () => ({ input: { name: "listing_views" } }),
    "operator.projections.replay": () => ({
      input: { name: "listing_views", until: new Date().toISOString() },
    }),
    "adminUsers.erase": async () => ({ input: { userId: (await aUser()).userId } }),
    "operator.users.create": () => ({
      input: {
        email: `${fresh("op")}@test.ignite.local`,
        password,
        firstName: "Op",
        lastName: "Made",
        roles: ["ignite"],
      },
    }),
    "operator.accounts.register": () => ({
      input: {
        uniqueEntityId: `OPR${String(++unique).padStart(9, "0")}`,
        name: "Operator Co",
        contactEmail: `${fresh("op")}@test.ignite.local`,
      },
    }),
    "operator.events.stream": () => ({ input: { streamId: `user-${w.ownerId}` } }),
    "operator.events.tail": () => ({ input: {} }),
    "auth.signIn": () => ({ input: { email: w.signInEmail, password } }),
    "auth.resendConfirmation": async () => ({ input: { email: (await aUser(["ignite"], false)).email } }),
    "auth.confirm": async () => ({ input: { confirmationToken: await aConfirmationToken() } }),
    "auth.requestPasswordReset": async () => ({ input: { email: (await aUser()).email } }),
    "auth.resetPassword": async () => ({
      input: {
        password: "Another123!",
        passwordConfirmation: "Another123!",
        resetPasswordToken: await aResetToken(),
      },
    }),
    "users.changePassword": () => ({
      input: { currentPassword: password, password, passwordConfirmation: password },
    }),
    "users.changeEmail": () => ({ input: { email: `${fresh("new")}@test.ignite.local` } }),
    "users.cancelEmailChange": async (given) => {
      await pendingEmailChange(given)
      return { input: undefined }
    },
    "users.updateSettings": () => ({ input: {} }),
    "users.updateProfile": ({ caller }) => ({ input: profileOf(caller) }),
    "users.uploadHeadshot": async () => ({ input: { image: (await png()).toString("base64") } }),
    "reference.naicsCodes": () => ({ input: {} }),
    "reference.naicsCodesPage": () => ({ input: {} }),
    "reference.govUserOrganizations": () => ({ input: {} }),
    "reference.admin.add": () => ({ input: { kind: "technologyTypes", item: { name: fresh("type") } } }),
    "reference.admin.rename": () => ({
      input: { kind: "technologyTypes", id: "3", item: { name: "Artificial Intelligence" } },
    }),
    "imports.job": () => ({ input: { id: w.importId } }),
    "listings.edit": () => ({ input: { listingId: w.listingId, listing: listingForm() } }),
    "listings.setVisionOnly": () => ({ input: { listingId: w.listingId, isOnlyVisionVisible: false } }),
    "listings.publish": () => ({ input: { listingId: w.listingId } }),
    "listings.unpublish": () => ({ input: { listingId: w.listingId }, after: republish }),
    "listings.setPaymentStatus": () => ({ input: { accountId: w.accountId, status: "good_standing" } }),
    "listings.get": () => ({ input: { listingId: w.listingId } }),
    "listings.awards": () => ({ input: { listingId: w.listingId, query: {} } }),
    "listings.award": () => ({ input: { listingId: w.listingId, awardId: w.awardId } }),
    "connect.listing": () => ({ input: { listingId: w.listingId } }),
    "connect.awards": () => ({ input: { listingId: w.listingId, query: {} } }),
    "connect.award": () => ({ input: { listingId: w.listingId, awardId: w.awardId } }),
    "listings.artifacts": () => ({ input: { listingId: w.listingId, kind: "service", query: {} } }),
    "listings.artifact": () => ({
      input: { listingId: w.listingId, kind: "service", artifactId: w.artifact.service },
    }),
    "listings.createArtifact": () => ({
      input: { listingId: w.listingId, kind: "service", artifact },
    }),
    "listings.editArtifact": () => ({
      input: {
        listingId: w.listingId,
        kind: "service",
        artifactId: w.artifact.service,
        artifact,
      },
    }),
    "listings.removeArtifact": async () => ({
      input: { listingId: w.listingId, kind: "product", artifactId: await anArtifact("product") },
    }),
    "connect.artifacts": () => ({ input: { listingId: w.listingId, kind: "use_case", query: {} } }),
    "connect.artifact": () => ({
      input: { listingId: w.listingId, kind: "use_case", artifactId: w.artifact.use_case },
    }),
    "listings.pointOfContact": () => ({ input: { listingId: w.listingId } }),
    "connect.pointOfContact": () => ({ input: { listingId: w.listingId } }),
    "connect.people": () => ({ input: { listingId: w.listingId, query: {} } }),
    "adminAccounts.list": () => ({ input: {} }),
    "adminUsers.list": () => ({ input: {} }),
    "adminUsers.grantAuditor": async () => ({ input: { userId: (await aUser()).userId } }),
    "adminUsers.revokeAuditor": async () => ({
      input: { userId: (await aUser(["ignite", "auditor"])).userId },
    }),
    "policies.latest": () => ({ input: { kind: "terms" } }),
    "policies.sign": () => ({ input: { kind: "privacy", id: w.policy.privacy } }),
    "policies.publish": () => ({
      input: {
        kind: "antiSpam",
        title: "Anti-spam",
        publishDate: "2026-11-03",
        content: "<p>Still no spam.</p>",
      },
    }),
    "accounts.checkUniqueEntity": () => ({ input: { uniqueEntityId: w.uniqueEntityId } }),
    "accounts.requestClaim": async () => {
      const { uniqueEntityId, contactEmail } = await aCompany()
      return { input: { uniqueEntityId, email: contactEmail, firstName: "Claim", lastName: "Er" } }
    },
    "accounts.resendClaim": async () => ({ input: await aPendingClaim() }),
    "accounts.checkClaim": () => ({ input: { claimToken: w.claimToken } }),
    "accounts.claimAccount": async () => ({
      input: { ...companySignUpFields(), claimToken: await aClaimToken() },
    }),
    "accounts.checkInvite": () => ({ input: { inviteToken: w.inviteToken } }),
    "accounts.acceptInvite": async () => ({
      input: { ...companySignUpFields(), inviteToken: await anInviteToken() },
    }),
    "accounts.update": () => ({ input: { name: "Matrix Renamed" } }),
    "accounts.users": () => ({ input: { accountId: w.accountId } }),
    "accounts.invite": () => ({
      input: {
        accountId: w.accountId,
        firstName: "Mat",
        lastName: "Rix",
        email: `${fresh("invite")}@test.ignite.local`,
      },
    }),
    "accounts.getInvite": () => ({ input: { accountId: w.accountId, inviteId: w.inviteId } }),
    "accounts.updateInvite": () => ({
      input: {
        accountId: w.accountId,
        inviteId: w.inviteId,
        firstName: "Mat",
        lastName: "Rix",
        email: `${fresh("invite")}@test.ignite.local`,
      },
    }),
    "accounts.resendInvite": () => ({ input: { accountId: w.accountId, inviteId: w.inviteId } }),
    "accounts.deleteInvite": async () => ({
      input: { accountId: w.accountId, inviteId: (await anInvite()).inviteId },
    }),
    "govUsers.checkEmail": () => ({ input: { email: "someone@army.mil" } }),
    "govUsers.signUp": () => ({ input: { user: govSignUp() } }),
    "govUsers.visionUserData": async () => ({ input: { q: await aVisionToken("val@partner.example") } }),
    "govUsers.visionRedirectionData": async () => ({
      input: { q: await aVisionToken("val@partner.example") },
    }),
    "govUsers.userExistsAndIsLinked": async () => ({
      input: { q: await aVisionToken("val@partner.example") },
    }),
    "govUsers.saveVisionDataForExistingUser": async () => ({
      input: { q: await aVisionToken(userOf.get("government user")!.email, "matrix-gov-vision") },
    }),
    "govUsers.updateProfile": () => ({
      input: {
        ...profile,
        govUserExtendedDataAttributes: {
          govUserOrganizationId: "1",
          profileDetail: "<p>I run autonomy pilots</p>",
          govUserClassifications: [{ id: "1" }],
          linesOfEffort: [{ details: "Counter-UAS sensing for expeditionary bases" }],
          city: "Huntsville",
          stateOrProvince: "AL",
          country: "US",
        },
        technologyTypes: [{ id: "3" }],
      },
    }),
    "govUsers.get": () => ({ input: { id: w.govId } }),
    "govUsers.list": () => ({ input: {} }),
    "govUsers.addAllowEntry": () => ({ input: { entry: `${fresh("agency")}.example.gov` } }),
    "govUsers.removeAllowEntry": async () => ({ input: { entry: await anAllowEntry() } }),
    "maps.suggest": () => ({ input: { input: "1600 Penn", sessionToken: "matrix-2" } }),
    "maps.place": () => ({ input: { placeId: "ChIJ-white-house" } }),
    "search.listings": () => ({ input: {} }),
    "search.facets": () => ({ input: {} }),
    "search.savedSearches": () => ({ input: {} }),
    "search.savedSearch": () => ({ input: { savedSearchId: w.savedSearchId } }),
    "search.save": () => ({ input: { name: fresh("search"), query: "searchAwards=lidar" } }),
    "search.updateSaved": () => ({ input: { savedSearchId: w.savedSearchId, alertsEnabled: true } }),
    "search.deleteSaved": async () => ({ input: { savedSearchId: await aSavedSearch() } }),
    "notifications.list": () => ({ input: {} }),
    "matches.companies": () => ({ input: {} }),
    "matches.changeDigest": () => ({ input: { enabled: true } }),
    "matches.govUsers": () => ({ input: {} }),
    "matches.feedback": () => ({ input: { id: w.listingId, feedback: "notRelevant" } }),
    "notifications.markRead": ({ caller }) => ({
      input: { notificationId: w.notificationOf.get(caller) ?? "" },
    }),
    "chat.create": (given) => ({
      input: { participants: counterpart(given), initialMessages: [{ content: "Matrix hello" }] },
    }),
    "chat.find": (given) => ({ input: { participants: counterpart(given) } }),
    "chat.get": (given) => ({ input: { chatThreadId: threadOf(given) } }),
    "chat.threads": () => ({ input: {} }),
    "chat.messages": (given) => ({ input: { chatThreadId: threadOf(given) } }),
    "chat.send": (given) => ({ input: { chatThreadId: threadOf(given), content: "Matrix message" } }),
    "chat.pause": () => ({ input: { chatThreadId: govThread() }, after: unpause }),
    "chat.unpause": () => ({ input: { chatThreadId: govThread() } }),
    "chat.markSeen": (given) => ({ input: { chatThreadId: threadOf(given) } }),
    "analytics.companyTimeline": () => ({ input: {} }),
    "analytics.govUsersTimeline": () => ({ input: {} }),
    "analytics.activeConversations": () => ({ input: {} }),
    "analytics.dafUsers": () => ({ input: {} }),
    "analytics.sbcUsers": () => ({ input: {} }),
    "analytics.listingPageViews": () => ({ input: {} }),
    "analytics.organizationUsers": () => ({ input: {} }),
    "analytics.technologyTypeDrill": () => ({ input: { technologyTypeId: "3", measure: "users" } }),
    "analytics.organizationDrill": () => ({ input: { organizationId: "4" } }),
    "analytics.conversationsDrill": () => ({ input: { month: "2026-01" } }),
    "audit.events": () => ({ input: {} }),
    "audit.stream": () => ({ input: { streamId: `user-${w.ownerId}` } }),
    "audit.storefrontAsOf": () => ({ input: { listingId: w.listingId, asOf: new Date().toISOString() } }),
    "audit.reveal": () => ({
      input: { subject: w.ownerId, reason: "The authorization matrix asks who may reveal" },
    }),
    "audit.reveals": () => ({ input: {} }),
  }

  beforeAll(async () => {
    places = await startFakePlaces()
    app = await startTestApp({
      CAPTCHA: "off",
      TRUSTED_PROXIES: "127.0.0.1",
      MAPS_API_KEY: "matrix-key",
      MAPS_API_URL: places.url,
    })
    const owner = await app.agreedCompanyOwner("Matrix Owner")
    const other = await app.agreedCompanyOwner("Matrix Other")
    Object.assign(w, {
      accountId: owner.accountId,
      ownerId: owner.userId,
      uniqueEntityId: owner.uniqueEntityId,
      otherAccountId: other.accountId,
      listingId: (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id,
    })
    const signed = async (caller: CallerName, name: string, roles: UserRole[], agree: boolean) => {
      const { userId } = await app.userToken(name, roles)
      if (agree) await app.acceptPolicies(userId)
      userOf.set(caller, { userId, email: `${name}@test.ignite.local` })
      mint.set(caller, () => session(userId, roles))
    }
    const { userId: unconfirmed } = await app.services.identity.users.register({
      email: "matrix.unconfirmed@test.ignite.local",
      password,
      firstName: "Un",
      lastName: "Confirmed",
      roles: ["ignite"],
      confirmed: false,
    })
    mint.set("anonymous", async () => undefined)
    mint.set("unconfirmed", () => session(unconfirmed, ["ignite"]))
    await signed("terms-unsigned", "matrix-unsigned", ["ignite"], false)
    userOf.set("owning company user", { userId: owner.userId, email: "", accountId: owner.accountId })
    userOf.set("other company user", { userId: other.userId, email: "", accountId: other.accountId })
    mint.set("owning company user", () => session(owner.userId, ["ignite"]))
    mint.set("other company user", () => session(other.userId, ["ignite"]))
    await signed("government user", "matrix-gov", ["gov"], true)
    await signed("admin", "matrix-admin", ["admin"], true)
    await signed("auditor", "matrix-auditor", ["auditor"], true)
    mint.set("operator", () => app.services.keys.sign({ sub: "cli", roles: ["operator"] }, 600))
    w.govId = userOf.get("government user")!.userId
    const { services } = app

    // the storefront: edited, with an award, one of each artifact, published (the other company's too)
    await editStorefront(app, owner, w.listingId, "Matrix Owner")
    await services.companies.sbirImports.importFile([sbirCsv(owner.uniqueEntityId, 0)])
    await services.platform.projections.drain("awards")
    for (const kind of ["service", "product", "use_case"]) w.artifact[kind] = await anArtifact(kind)
    await services.storefronts.listings.publish(w.listingId, "matrix", true)
    const otherListing = (await services.storefronts.reads.listingOfAccount(other.accountId)).id
    await editStorefront(app, other, otherListing, "Matrix Other")
    await services.storefronts.listings.publish(otherListing, "matrix", true)
    const awards = await json(`/api/v1/listings/${w.listingId}/listing_awards`, { token: await ownerToken() })
    w.awardId = (awards.data as Array<{ id: string }>)[0]!.id

    // an invite to read and change, and another whose link is checked
    w.inviteId = (await anInvite()).inviteId
    w.inviteToken = await anInviteToken()
    w.signInEmail = (await aUser()).email
    // a claim whose link is checked (and never resent)
    w.claimToken = await aClaimToken()
    w.importId = (
      await json("/api/v1/admin/imports/sbir_awards", {
        method: "POST",
        token: await adminToken(),
        body: await sbirForm(),
      })
    ).id
    w.savedSearchId = await aSavedSearch()
    const latest = async (kind: string) => (await json(`/api/v1/${kind}`)).id
    w.policy = { terms: await latest("terms"), privacy: await latest("privacy") }

    // the government user starts a conversation with each company: both active, one per company caller
    for (const [caller, accountId] of [
      ["owning company user", owner.accountId],
      ["other company user", other.accountId],
    ] as const) {
      const started = await json("/api/v1/chat_threads", {
        method: "POST",
        token: await govToken(),
        body: {
          participants: [{ participantType: "Account", participantId: accountId }],
          initialMessages: [{ content: "Matrix hello" }],
        },
      })
      w.threadOf.set(caller, started.id)
    }
    w.threadOf.set("government user", w.threadOf.get("owning company user")!)

    // a notification for each user caller, in their inbox as chat leaves one
    for (const caller of [
      "owning company user",
      "other company user",
      "government user",
      "admin",
      "auditor",
    ] as const) {
      const userId = userOf.get(caller)!.userId
      const notificationId = randomUUID()
      await services.platform.store.append(inboxStreamId(userId), [
        {
          type: "NewMessageNotified",
          data: {
            userId,
            chatThreadId: w.threadOf.get("owning company user")!,
            messageId: randomUUID(),
            senderId: w.govId,
            senderName: null,
            inApp: true,
            byEmail: false,
            notificationId,
            notifiedAt: new Date().toISOString(),
          },
        },
      ])
      w.notificationOf.set(caller, notificationId)
    }
    await waitFor(
      async () => {
        const token = await tokenFor("auditor", "")
        const list = await json("/api/v1/current_user/notifications", { token })
        return (list.data as unknown[]).length > 0 || undefined
      },
      { message: "the seeded notifications in the read model" },
    )
  }, matrixTimeout)
  afterAll(async () => {
    await app?.close()
    await places?.close()
  })

  /**
   * One session per caller for the whole matrix (opening one is a write, and the matrix makes thousands of
   * calls); an operation that ends its caller's session gets a session of its own, so the shared one lives.
   */
  const sessions = new Map<CallerName, Promise<string | undefined>>()
  const tokenFor = async (caller: CallerName, operation: string) => {
    if (caller === "terms-unsigned" && signsPolicies.has(operation))
      return session((await aUser()).userId, ["ignite"])
    if (endsSession.has(operation.replace(/ \(multipart\)$/, ""))) return mint.get(caller)!()
    if (!sessions.has(caller)) sessions.set(caller, mint.get(caller)!())
    return sessions.get(caller)!
  }

  const restOperations = restRoutes.map((route) => `${route.method} ${route.path}`)

  it("has a row for every REST operation and tRPC procedure, and no row for one that is gone", () => {
    expect([...restOperations].sort()).toEqual(Object.keys(rest).sort())
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(trpc).sort())
    // an input or an exception for an operation that is gone is a row nobody reads
    for (const operation of [...Object.keys(restInputs), ...Object.keys(formInputs)])
      expect(restOperations, operation).toContain(operation)
    for (const path of Object.keys(trpcInputs)) expect(Object.keys(procedures), path).toContain(path)
    for (const operation of Object.keys(exceptions))
      expect([...restOperations, ...Object.keys(procedures)], operation).toContain(operation)
  })

  /**
   * An input for a caller the rule refuses is an allowed caller's (the gate must refuse it unread), made once
   * per operation: the one-shot resources are for the calls that go through.
   */
  const refusedInputs = new Map<string, Promise<unknown>>()
  const inputFor = <T>(operation: string, refused: boolean, make: () => T | Promise<T>): Promise<T> => {
    if (!refused) return Promise.resolve(make())
    if (!refusedInputs.has(operation)) refusedInputs.set(operation, Promise.resolve(make()))
    return refusedInputs.get(operation) as Promise<T>
  }
  const restCall = async (operation: string, given: Given, multipart: boolean, refused: boolean) => {
    const [method, template] = operation.split(" ") as [string, string]
    const make: (given: Given) => RestInput | Promise<RestInput> = multipart
      ? formInputs[operation]!
      : (restInputs[operation] ?? (() => ({})))
    const input = await inputFor(`${operation}${multipart ? " (multipart)" : ""}`, refused, () => make(given))
    const values = { ...pathValues(template), ...input.params }
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""))
    const query = input.query ? `?${new URLSearchParams(input.query)}` : ""
    return { method, path: `${path}${query}`, input }
  }

  const check = async (
    operation: string,
    rule: Rule,
    caller: CallerName,
    send: (given: Given, refused: boolean) => Promise<{ response: Response; after?: () => Promise<void> }>,
  ) => {
    const token = await tokenFor(caller, operation)
    const outcome = outcomeOf(operation, rule, caller)
    const { response, after } = await send({ caller, token }, outcome !== "passes")
    const text = await response.text()
    const seen = { operation, caller, status: response.status }
    if (outcome === "passes") {
      if (after) await after()
      // a success: 2xx, and over tRPC a result, not an error (soft: one run names every operation that fails)
      const success = response.status >= 200 && response.status < 300
      expect.soft({ ...seen, success, body: success ? "" : text.slice(0, 400) }).toEqual({
        ...seen,
        success: true,
        body: "",
      })
      if (!operation.includes(" "))
        expect.soft((JSON.parse(text) as { result?: unknown }).result, operation).toBeDefined()
      return
    }
    const body = JSON.parse(text) as { error?: string | { data?: { error?: string } }; result?: unknown }
    const error = typeof body.error === "string" ? body.error : body.error?.data?.error
    expect.soft({ ...seen, error }).toEqual({ ...seen, status: outcome.status, error: outcome.error })
    // a refusal says only who may not, never what is there: the bare envelope (REST), no result (tRPC)
    if (typeof body.error === "string")
      expect.soft(Object.keys(body).sort(), operation).toEqual(["error", "message", "status"])
    else expect.soft(body.result, operation).toBeUndefined()
  }

  const callers: CallerName[] = [
    "anonymous",
    "unconfirmed",
    "terms-unsigned",
    "owning company user",
    "other company user",
    "government user",
    "admin",
    "auditor",
    "operator",
  ]
  const ordered = <T extends string>(keys: T[]) => [
    ...keys.filter((key) => !endsSession.has(key)),
    ...keys.filter((key) => endsSession.has(key)),
  ]

  /** A refused caller's call is the allowed caller's input: the gate must refuse it before reading it. */
  const sendRest = (operation: string, multipart: boolean) => async (given: Given, refused: boolean) => {
    const { method, path, input } = await restCall(operation, given, multipart, refused)
    const form = input.form
    const response = await app.request(path, {
      method,
      token: given.token,
      headers: {
        "x-forwarded-for": clientAddress(),
        ...(!form && input.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(form ? { body: form } : input.body !== undefined ? { body: JSON.stringify(input.body) } : {}),
    })
    return { response, after: input.after }
  }

  it(
    "gives each REST operation's allowed callers a success and refuses exactly the others",
    async () => {
      for (const operation of ordered(restOperations))
        for (const caller of callers)
          await check(operation, rest[operation]!, caller, sendRest(operation, false))
    },
    matrixTimeout,
  )

  const formOperations = restRoutes
    .filter((route) => route.form?.files.length && route.method !== "GET")
    .map((route) => `${route.method} ${route.path}`)

  it(
    "asks the same of a multipart form as of JSON, before reading it",
    async () => {
      expect(formOperations.length).toBeGreaterThan(5)
      expect(Object.keys(formInputs).sort()).toEqual([...formOperations].sort())
      for (const operation of formOperations)
        for (const caller of callers)
          await check(`${operation} (multipart)`, rest[operation]!, caller, sendRest(operation, true))
    },
    matrixTimeout,
  )

  it("serves a stored file only at its signed address, to every caller alike", async () => {
    expect(Object.keys(served)).toEqual(["GET /files/{key}"])
    const logo = await app.services.files.put("logos", new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "jpg")
    for (const caller of callers) {
      const token = await mint.get(caller)!()
      const bare = await app.request(logo.path, { token })
      expect({ caller, status: bare.status }).toEqual({ caller, status: 403 })
      expect(((await bare.json()) as { error: string }).error).toBe("Forbidden")
      const signed = await app.request(app.services.fileAddresses.sign(logo.path), { token })
      expect({ caller, status: signed.status }).toEqual({ caller, status: 200 })
      await signed.arrayBuffer()
    }
  })

  it(
    "gives each tRPC procedure's allowed callers a result and refuses exactly the others",
    async () => {
      for (const path of ordered(Object.keys(procedures)))
        for (const caller of callers)
          await check(path, trpc[path]!, caller, async (given, refused) => {
            const make: (given: Given) => TrpcInput | Promise<TrpcInput> =
              trpcInputs[path] ?? (() => ({ input: undefined }))
            const { input, after } = await inputFor(path, refused, () => make(given))
            return {
              response: await callProcedure(app, path, input, given.token, {
                "x-forwarded-for": clientAddress(),
              }),
              after,
            }
          })
    },
    matrixTimeout,
  )
})
