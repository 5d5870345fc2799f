import type { UserRole } from "@ignite/contracts"
import { driverName } from "@ignite/platform/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Access } from "../access"
import { callProcedure, procedures, restRoutes } from "../testing/operations"
import { startTestApp, type TestApp } from "../testing/test-app"

/**
 * Who may call what, written down by hand for every REST operation and tRPC procedure, and checked against
 * the running app for every kind of caller. The table is independent of the routes' own `access`
 * declarations, so a route declared too open (or too closed) fails here; an operation without a row fails
 * too, so a new endpoint cannot land without saying who may call it.
 *
 * `member`: a company user who belongs to the account in the path or input (the resource rule).
 */
type Rule = Access | "member"

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
  "GET /api/v1/gov/users/{id}": "user",
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
  "POST /api/v1/chat_threads": "user",
  "POST /api/v1/chat_threads/find": "user",
  "GET /api/v1/chat_threads/{id}": "user",
  "GET /api/v1/current_user/chat/threads": "user",
  "GET /api/v1/current_user/chat/unread_messages_count": "user",
  "GET /api/v1/chat_threads/{id}/user_chat_messages": "user",
  "POST /api/v1/chat_threads/{id}/user_chat_messages": "user",
  "PATCH /api/v1/chat_threads/{id}/pause": "user",
  "PATCH /api/v1/chat_threads/{id}/unpause": "user",
  "PATCH /api/v1/chat_threads/{id}/seen": "user",
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
  "govUsers.get": "user",
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
  "chat.create": "user",
  "chat.find": "user",
  "chat.get": "user",
  "chat.threads": "user",
  "chat.unreadCount": "user",
  "chat.messages": "user",
  "chat.send": "user",
  "chat.pause": "user",
  "chat.unpause": "user",
  "chat.markSeen": "user",
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

/** A reveal that reaches the command: who may record one is the question. */
const auditReveal = { subject: "user-0", reason: "The authorization matrix asks who may reveal" }

/** A moment for the as-of storefront: the listing exists by then, so the call reaches the replay. */
const auditAsOf = "2100-01-01T00:00:00.000Z"

/** Every operation times eight callers, one after another: minutes on a loaded two-core machine. */
const matrixTimeout = 300_000

/** Operations that end the caller's session: each call gets a session of its own. */
const endsSession = new Set(["DELETE /api/v1/users/sign_out", "auth.signOut"])

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

type Outcome = "passes" | { status: 401 | 403; error: string }

/** What the rule says a caller gets: through the gate (any answer but 401/403), or the exact refusal. */
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
  }
}

describe(`the authorization matrix on ${driverName()}`, () => {
  let app: TestApp
  const mint = new Map<CallerName, () => Promise<string | undefined>>()
  let accountId = ""
  let listingId = ""
  let ownerId = ""
  const awardId = "00000000-0000-4000-8000-000000000001"
  let inviteId = ""

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: "off" })
    const owner = await app.companyOwner("Matrix Owner")
    await app.acceptPolicies(owner.userId)
    const other = await app.companyOwner("Matrix Other")
    await app.acceptPolicies(other.userId)
    accountId = owner.accountId
    listingId = (await app.services.reads.listingOfAccount(accountId)).id
    ownerId = owner.userId
    inviteId = (
      await app.services.accounts.sendInvite(owner.userId, accountId, {
        firstName: "Matrix",
        lastName: "Invitee",
        email: "matrix.invitee@test.ignite.local",
      })
    ).userInviteId
    const session = async (userId: string, roles: string[]) => {
      const grant = await app.services.identity.openSession(userId, { ip: "127.0.0.1" })
      return app.services.keys.sign({ sub: userId, roles: roles as never, sid: grant.sessionId }, 600)
    }
    const signed = async (name: string, roles: UserRole[], agree: boolean) => {
      const { userId } = await app.userToken(name, roles)
      if (agree) await app.acceptPolicies(userId)
      return () => session(userId, roles)
    }
    const { userId: unconfirmed } = await app.services.identity.register({
      email: "matrix.unconfirmed@test.ignite.local",
      password: "Secret123!",
      firstName: "Un",
      lastName: "Confirmed",
      roles: ["ignite"],
      confirmed: false,
    })
    mint.set("anonymous", async () => undefined)
    mint.set("unconfirmed", () => session(unconfirmed, ["ignite"]))
    mint.set("terms-unsigned", await signed("matrix-unsigned", ["ignite"], false))
    mint.set("owning company user", () => session(owner.userId, ["ignite"]))
    mint.set("other company user", () => session(other.userId, ["ignite"]))
    mint.set("government user", await signed("matrix-gov", ["gov"], true))
    mint.set("admin", await signed("matrix-admin", ["admin"], true))
    mint.set("auditor", await signed("matrix-auditor", ["auditor"], true))
    mint.set("operator", () => app.services.keys.sign({ sub: "cli", roles: ["operator"] }, 600))
  })
  afterAll(() => app.close())

  /**
   * One session per caller for the whole matrix (opening one is a write, and the matrix makes thousands of
   * calls); an operation that ends its caller's session gets a session of its own, so the shared one lives.
   */
  const sessions = new Map<CallerName, Promise<string | undefined>>()
  const tokenFor = (caller: CallerName, operation: string) => {
    if (endsSession.has(operation.replace(/ \(multipart\)$/, ""))) return mint.get(caller)!()
    if (!sessions.has(caller)) sessions.set(caller, mint.get(caller)!())
    return sessions.get(caller)!
  }

  const restOperations = restRoutes.map((route) => `${route.method} ${route.path}`)

  it("has a row for every REST operation and tRPC procedure, and no row for one that is gone", () => {
    expect([...restOperations].sort()).toEqual(Object.keys(rest).sort())
    expect(Object.keys(procedures).sort()).toEqual(Object.keys(trpc).sort())
  })

  /** Inputs that reach the resource rule: the account (and invite) of the owning company. */
  const restCall = (operation: string) => {
    const [method, template] = operation.split(" ") as [string, string]
    const path = (template === "/api/v1/maps/places" ? `${template}?input=1+Matrix+Way` : template)
      .replace("{id}", template.includes("/listings/{id}") ? listingId : accountId)
      .replace("{awardId}", awardId)
      .replace("{itemId}", awardId)
      .replace("{inviteId}", inviteId)
      .replace("{name}", "current_users")
      .replace("{streamId}", "user-0")
      .replace("{placeId}", "ChIJ-matrix")
      .replace("{technologyTypeId}", "3")
      .replace("{measure}", "users")
      .replace("{organizationId}", "4")
      .replace("{month}", "2026-01")
      .concat(template.endsWith("/storefront") ? `?asOf=${auditAsOf}` : "")
    const artifactForm = /\/(listing_service|listing_product|listing_use_case)s(\/|$)/.exec(template)
    const body =
      operation === "PATCH /api/v1/current_user/listings/{id}"
        ? { isOnlyVisionVisible: false }
        : operation === "POST /api/v1/audit/reveals"
          ? auditReveal
          : artifactForm && (method === "POST" || method === "PATCH")
            ? { [artifactForm[1]!]: { name: "Matrix item", description: "Who may add it" } }
            : operation.includes("/user_invites") && method !== "GET" && method !== "DELETE"
              ? {
                  firstName: "Mat",
                  lastName: "Rix",
                  email: `matrix.${Math.random().toString(36).slice(2)}@test.ignite.local`,
                }
              : undefined
    return { method, path, body }
  }
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
    pointOfContactId: ownerId,
  })
  const trpcInput = (path: string) =>
    path === "listings.edit"
      ? { listingId, listing: listingForm() }
      : path === "listings.setVisionOnly"
        ? { listingId, isOnlyVisionVisible: false }
        : path.startsWith("listings.") || path.startsWith("connect.")
          ? {
              listingId,
              awardId,
              query: {},
              kind: "service",
              artifactId: awardId,
              artifact: { name: "Matrix item", description: "Who may add it" },
            }
          : path.startsWith("accounts.") && trpc[path] === "member"
            ? {
                accountId,
                inviteId,
                firstName: "Mat",
                lastName: "Rix",
                email: `matrix.${Math.random().toString(36).slice(2)}@test.ignite.local`,
              }
            : path.startsWith("maps.")
              ? { input: "1 Matrix Way", placeId: "ChIJ-matrix" }
              : path.startsWith("analytics.")
                ? { technologyTypeId: "3", measure: "users", organizationId: "4", month: "2026-01" }
                : path.startsWith("audit.")
                  ? { ...auditReveal, streamId: "user-0", listingId, asOf: auditAsOf }
                  : {}

  const check = async (
    operation: string,
    rule: Rule,
    caller: CallerName,
    send: (token?: string) => Promise<Response>,
  ) => {
    const token = await tokenFor(caller, operation)
    const response = await send(token)
    const text = await response.text()
    const outcome = expected(rule, caller)
    const seen = { operation, caller, status: response.status }
    expect(response.status, JSON.stringify(seen)).toBeLessThan(500)
    if (outcome === "passes") {
      expect([401, 403], JSON.stringify({ ...seen, body: text.slice(0, 200) })).not.toContain(response.status)
      return
    }
    const body = JSON.parse(text) as { error?: unknown; result?: unknown }
    // a refusal says only who may not, never what is there: the bare envelope (REST), no result (tRPC)
    if (typeof body.error === "string") {
      expect(Object.keys(body).sort(), operation).toEqual(["error", "message", "status"])
      expect({ ...seen, error: body.error }).toEqual({
        ...seen,
        status: outcome.status,
        error: outcome.error,
      })
    } else {
      expect(body.result, operation).toBeUndefined()
      const data = (body.error as { data: { error: string } }).data
      expect({ ...seen, error: data.error }).toEqual({
        ...seen,
        status: outcome.status,
        error: outcome.error,
      })
    }
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

  it(
    "lets each REST operation through to exactly the callers its row names",
    async () => {
      for (const operation of ordered(restOperations))
        for (const caller of callers)
          await check(operation, rest[operation]!, caller, (token) => {
            const { method, path, body } = restCall(operation)
            return app.request(path, {
              method,
              token,
              ...(body
                ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }
                : {}),
            })
          })
    },
    matrixTimeout,
  )

  /** A multipart form for a route that takes one: a field and a small file in each file field it names. */
  const multipartOf = (operation: string) => {
    const route = restRoutes.find((r) => `${r.method} ${r.path}` === operation)!
    const form = new FormData()
    const artifactForm = /\/(listing_service|listing_product|listing_use_case)s(\/|$)/.exec(route.path)
    const key = artifactForm ? artifactForm[1] : route.path.includes("/listings/") ? "listing" : "user"
    form.append(`${key}[name]`, "Matrix form")
    for (const field of route.form?.files ?? [])
      form.append(field, new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46])]), "matrix.pdf")
    return form
  }
  const formOperations = restRoutes
    .filter((route) => route.form?.files.length && route.method !== "GET")
    .map((route) => `${route.method} ${route.path}`)

  it(
    "asks the same of a multipart form as of JSON, before reading it",
    async () => {
      expect(formOperations.length).toBeGreaterThan(5)
      for (const operation of formOperations)
        for (const caller of callers)
          await check(`${operation} (multipart)`, rest[operation]!, caller, (token) => {
            const { method, path } = restCall(operation)
            return app.request(path, { method, token, body: multipartOf(operation) })
          })
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
    "lets each tRPC procedure through to exactly the callers its row names",
    async () => {
      for (const path of ordered(Object.keys(procedures)))
        for (const caller of callers)
          await check(path, trpc[path]!, caller, (token) => callProcedure(app, path, trpcInput(path), token))
    },
    matrixTimeout,
  )
})
