import { AppError } from "@ignite/contracts"
import type { Gate } from "@ignite/domain-identity"
import type { Role, TokenClaims } from "@ignite/platform"
import type { Auth } from "./auth/authenticate"

/**
 * Who may call, in one vocabulary for both transports: a REST route declares `access`, a tRPC procedure is
 * built with `procedure(access)`, and both authorize through `authorize` below.
 *
 * - `anonymous`: anyone, signed in or not.
 * - `signed-in`: any live session, gated or not (sign out, the gate screens).
 * - `confirmed`: a confirmed user whose terms may be unsigned (the /sign_terms flow).
 * - `user`: the app proper: confirmed, latest terms and privacy signed.
 * - `company`, `gov`, `admin`: a `user` with that role.
 * - `company-or-admin`: a `user` who is a company user or an admin (the government user search).
 * - `auditor`: a `user` who is an auditor or an admin: reads the event history (issue 22), changes nothing.
 * - `operator`: the CLI's operator tokens, or an admin. Operator tokens name no user and no session: every
 *   other access but `anonymous` refuses them (403), so they never reach a user's data.
 *
 * Rules about a resource (a member of the account that owns it, the participants of a thread) are the
 * application service's to check: it knows the resource. Adapters pass it the caller.
 */
export type Access =
  | "anonymous"
  | "signed-in"
  | "confirmed"
  | "user"
  | "company"
  | "gov"
  | "admin"
  | "company-or-admin"
  | "auditor"
  | "operator"

/** An authorized caller: the token's claims, and the gate it passed if any. */
export type Caller = TokenClaims & { readonly gate?: Gate }

export type CallerOf<A extends Access> = A extends "anonymous" ? undefined : Caller

const allGates: readonly Gate[] = ["UnconfirmedEmail", "MissingTermsPrivacy"]

const rules: Record<Exclude<Access, "anonymous">, { passes: readonly Gate[]; roles?: readonly Role[] }> = {
  "signed-in": { passes: allGates },
  confirmed: { passes: ["MissingTermsPrivacy"] },
  user: { passes: [] },
  company: { passes: [], roles: ["ignite"] },
  gov: { passes: [], roles: ["gov"] },
  admin: { passes: [], roles: ["admin"] },
  "company-or-admin": { passes: [], roles: ["ignite", "admin"] },
  auditor: { passes: [], roles: ["auditor", "admin"] },
  operator: { passes: [], roles: ["operator", "admin"] },
}

/** The one authorization rule: the exact 401 code for a missing, bad or gated session, 403 for a role. */
export const authorize = <A extends Access>(access: A, auth: Auth): CallerOf<A> => {
  if (access === "anonymous") return undefined as CallerOf<A>
  const rule = rules[access as Exclude<Access, "anonymous">]
  if (auth.kind === "anonymous") throw new AppError("MissingToken")
  if (auth.kind === "rejected") throw new AppError(auth.code)
  if (access !== "operator" && !auth.claims.sid) throw new AppError("Forbidden")
  if (auth.gate && !rule.passes.includes(auth.gate)) throw new AppError(auth.gate)
  if (rule.roles && !rule.roles.some((role) => auth.claims.roles.includes(role)))
    throw new AppError("Forbidden")
  return { ...auth.claims, gate: auth.gate } as CallerOf<A>
}
