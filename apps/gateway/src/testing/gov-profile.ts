import type { TestApp } from "./test-app"

/** What a test says of a government user's profile; the rest is any valid profile. */
export interface GovProfileWords {
  /** The problem statement, as the rich text the form sends. */
  readonly problem: string
  readonly linesOfEffort: readonly string[]
  readonly technologyTypeIds?: readonly string[]
  readonly govEmployeeSinceYear?: number
}

/**
 * Saves a government user's profile as the profile form does (in one transaction, against the known
 * organisations): the words matchmaking reads.
 */
export const saveGovProfile = async (app: TestApp, userId: string, profile: GovProfileWords) => {
  const { services } = app
  const known = await services.govUsers.users.knownLists()
  await services.platform.sql.transaction((tx) =>
    services.govUsers.users.saveProfileIn(
      tx,
      userId,
      {
        govUserOrganizationId: [...known.organizationIds][0]!,
        technologyTypes: (profile.technologyTypeIds ?? ["4", "16"]).map((id) => ({ id })),
        govUserClassifications: [{ id: "1" }],
        linesOfEffort: profile.linesOfEffort.map((details) => ({ details })),
        profileDetail: profile.problem,
        city: null,
        stateOrProvince: null,
        country: "US",
        govEmployeeSinceYear: profile.govEmployeeSinceYear ?? 2010,
      },
      known,
    ),
  )
}
