import type { GovUsersService } from "@ignite/domain-govusers"
import type { IdentityService } from "@ignite/domain-identity"
import type { Queryable, Sql } from "@ignite/platform"
import { createGovOnboarding } from "../onboarding/gov-onboarding"
import { createGovReads } from "../reads/gov-reads"
import { type Reads, shareOfReads } from "../reads/reads"
import type { ReferenceLists } from "../reads/reference-lists"

/**
 * The government user queries: a profile as a viewer sees it, the search, and the VISION link. Made once per
 * system's read models (their connection and lists are the system's too), whatever clock the facade runs at.
 */
const govUserReads = shareOfReads((reads, built: { db: Queryable; lists: ReferenceLists }) => ({
  ...createGovReads({ ...built, reads }),
  visionLinked: reads.visionLinked,
}))

/**
 * What the transports reach of government users (the govusers domain): the profile, the VISION link and the
 * email allow list; the government sign-up and profile edits (identity and govusers in one transaction) and
 * VISION arrivals; the profile view and search, and whether a user is linked to VISION.
 */
export const createGovUsersFacade = (deps: {
  sql: Sql
  users: GovUsersService
  identity: IdentityService
  emailHasUser: (db: Sql, email: string) => Promise<boolean>
  lists: ReferenceLists
  /** The read models' queries: the profile reads build on them, and the VISION link is one. */
  readModels: Reads
}) => ({
  users: deps.users,
  onboarding: createGovOnboarding({
    sql: deps.sql,
    identity: deps.identity,
    govUsers: deps.users,
    emailHasUser: deps.emailHasUser,
  }),
  reads: govUserReads(deps.readModels, { db: deps.sql, lists: deps.lists }),
})

export type GovUsersFacade = ReturnType<typeof createGovUsersFacade>
