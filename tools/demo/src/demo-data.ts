import { type Logger, withCausation } from "@ignite/platform"
import type { Services } from "@ignite/wiring"
import { seedAcmeStorefront } from "./acme-storefront"
import { seedDemoActivity } from "./activity"
import { seedDemoArtifacts } from "./artifacts"
import { seedDemoChats } from "./chat"
import { claimCompany } from "./claims"
import { generatedGovUser, generateGovUsers } from "./gov-user-generator"
import { loadGovUsers } from "./gov-users"
import { seedListingHistory } from "./listing-history"
import { seedDemoMarketplace } from "./marketplace"
import { seedDemoMatchDigest, seedDemoMatchFeedback } from "./match-feedback"
import { demoAlertCompany, seedDemoAlert } from "./saved-search-alert"
import { seedShowcase } from "./showcase"
import { showcaseCompanies } from "./showcase-companies"

/** One user of each role, so a fresh `npm start` can be tried at once. Never in production. */
// Title and time zone as sign-up asks for them, so Edit Profile opens complete (the company user's come
// with the claim).
export const demoUsers = [
  {
    email: "admin@ignite.local",
    firstName: "Ada",
    lastName: "Admin",
    title: "Site Administrator",
    timezone: "America/New_York",
    roles: ["admin" as const],
  },
  {
    email: "gov@ignite.local",
    firstName: "Grace",
    lastName: "Gov",
    title: "Program Manager",
    timezone: "America/Chicago",
    roles: ["gov" as const],
  },
  { email: "company@ignite.local", firstName: "Cory", lastName: "Company", roles: ["ignite" as const] },
  {
    email: "vision@ignite.local",
    firstName: "Val",
    lastName: "Vision",
    title: "Program Manager",
    timezone: "America/New_York",
    roles: ["gov" as const],
  },
  // registered as a plain user; the demo admin grants the role, so the grant is in the log (issue 22)
  {
    email: "auditor@ignite.local",
    firstName: "Audra",
    lastName: "Auditor",
    title: "Compliance Auditor",
    timezone: "America/Denver",
    roles: ["auditor" as const],
  },
]
export const demoPassword = "Ignite123!"

/** The company `company@ignite.local` claims, and companies waiting for their point of contact to claim them. */
export const demoCompany = {
  uniqueEntityId: "ACMERBTX0001",
  name: "Acme Robotics",
  contactEmail: "company@ignite.local",
}
export const unclaimedDemoCompanies = [1, 2, 3, 4, 5].map((n) => ({
  uniqueEntityId: `DEMXUNCLM00${n}`,
  name: ["Borealis Sensors", "Cobalt Quantum", "Delta Hypersonics", "Ember Biotech", "Fathom Autonomy"][
    n - 1
  ]!,
  contactEmail: `poc${n}@unclaimed.ignite.local`,
}))

/**
 * Seeds only an empty system: demo users must never appear next to real ones. Its events say the demo caused
 * them (where a command names its own actor, that one): the audit log tells demo history from people's.
 */
export const seedDemoData = (services: Services, logger: Logger) =>
  withCausation({ actorId: "system:demo-data", correlationId: "demo-data" }, () => seedDemo(services, logger))

const seedDemo = async (services: Services, logger: Logger) => {
  if (await services.identity.users.hasAnyUser()) return
  for (const company of unclaimedDemoCompanies) await services.companies.registry.registerCompany(company)
  let adminUserId = ""
  let companyUserId = ""
  let govUserId = ""
  let visionUserId = ""
  for (const user of demoUsers) {
    const userId =
      user.email === demoCompany.contactEmail
        ? await claimDemoCompany(services, user)
        : user.roles.includes("auditor" as never)
          ? await registerDemoAuditor(services, user, adminUserId)
          : (await services.identity.users.register({ ...user, password: demoPassword, confirmed: true }))
              .userId
    if (user.email === "admin@ignite.local") adminUserId = userId
    if (user.email === demoCompany.contactEmail) companyUserId = userId
    if (user.email === "gov@ignite.local") govUserId = userId
    if (user.email === "vision@ignite.local") visionUserId = userId
    if (user.roles.includes("gov" as never)) await seedGovProfile(services, userId, user.email)
    await signLatestPolicies(services, userId)
  }
  const now = new Date()
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const govUsers = await seedDemoGovUsers(services, now)
  // the SBIR.gov import that filled the marketplace ran a year ago; the showcase companies joined since
  const marketplace = await seedDemoMarketplace(
    services.atClock(() => daysAgo(355)),
    [{ ...demoCompany, awards: 4 }, ...unclaimedDemoCompanies.map((company) => ({ ...company, awards: 2 }))],
  )
  const acme = await services.companies.reads.accountByUniqueEntityId(demoCompany.uniqueEntityId)
  const acmeListing = await services.storefronts.listings.listingIdOf(services.platform.sql, acme!.id)
  await seedDemoArtifacts(services, companyUserId, acmeListing!)
  await seedAcmeStorefront(services, companyUserId, acmeListing!)
  // Acme was set up long ago: its owner's home opens on the storefront, not on the first-run checklist
  await services.companies.accounts.completeSetupSession(companyUserId, acme!.id)
  const joinedAt = (index: number) => daysAgo(320 - index * 55)
  const showcase = await seedShowcase(
    services,
    demoPassword,
    (userId) => signLatestPolicies(services, userId),
    joinedAt,
  )
  // the storefront an auditor can trace: two editors over the months since Skyhawk joined
  const skyhawk = showcaseCompanies[0]!
  await seedListingHistory(
    services,
    skyhawk,
    showcase.get(skyhawk.uniqueEntityId)!,
    joinedAt(0),
    demoPassword,
    (userId) => signLatestPolicies(services, userId),
  )
  await seedDemoSavedSearches(services, govUserId)
  await seedDemoAlert(services, showcase.get(demoAlertCompany)!)
  const tempered = await services.companies.reads.accountByUniqueEntityId(demoPendingChatCompany)
  await seedDemoChats(services, {
    companyUserId,
    companyAccountId: acme!.id,
    govUserId,
    pending: {
      userId: showcase.get(demoPendingChatCompany)!.userId,
      accountId: tempered!.id,
      visionUserId,
    },
  })
  await seedDemoMatchFeedback(services, govUserId)
  await seedDemoMatchDigest(services, govUserId)
  const activity = await seedDemoActivity(
    services,
    {
      govUserIds: govUsers.userIds,
      listingIds: [
        acmeListing!,
        ...[...showcase.values()].map((s) => s.listingId),
        ...marketplace.publishedListingIds,
      ],
      // the showcase companies write; Acme's inbox stays the one conversation with gov@ the README describes
      companies: [...showcase.values()].map(({ accountId, userId }) => ({ accountId, userId })),
    },
    now,
  )
  logger.info(
    {
      users: demoUsers.map((user) => `${user.email} (${user.roles.join(", ")})`),
      password: demoPassword,
      company: `${demoCompany.name} (${demoCompany.uniqueEntityId}), claimed by ${demoCompany.contactEmail}`,
      unclaimed: unclaimedDemoCompanies.map((c) => `${c.uniqueEntityId} (${c.contactEmail})`),
      marketplace: `${marketplace.companiesNew} more companies, ${marketplace.awardsNew} awards`,
      showcase: showcaseCompanies.map(
        (c) => `${c.name} (${c.owner.email}${c.visionOnly ? ", VISION only" : ""})`,
      ),
      activity: `a year of it: ${activity.views} storefront visits, ${activity.threads} conversations`,
      govUsers: `${govUsers.created} more government users (the same password), for instance ${generatedGovUser({ ...demoGovUsers, until: new Date() }, 0).email}`,
    },
    "demo data: sign in with one of these users",
  )
}

/** The showcase company whose first message waits for vision@ignite.local's reply. */
export const demoPendingChatCompany = "TMPRDMAT0001"

/** gov@ignite.local's saved searches, saved as the search page saves them (alerts on for the first). */
export const demoSavedSearches = [
  {
    name: "Ground robots",
    query: "searchListings=autonomous robot&listingTechnologyTypeIds=3",
    alertsEnabled: true,
  },
  { name: "Phase II lidar awards", query: "searchAwards=lidar&awardPhase=Phase II", alertsEnabled: false },
] as const

const seedDemoSavedSearches = async (services: Services, userId: string) => {
  for (const search of demoSavedSearches) await services.search.save({ sub: userId, roles: ["gov"] }, search)
}

/** The other government users of the demo: some dozens, signed up and active over the last 12 months. */
export const demoGovUsers = { count: 48, seed: 2026, months: 12, emailTag: "" } as const

/**
 * They share the demo password, so anyone trying the demo can sign in as one; one hash serves them all
 * (argon2id takes ~90 ms a hash by design). They agree to the policies in force, as the named users do.
 */
const seedDemoGovUsers = async (services: Services, now = new Date()) => {
  const userIds: string[] = []
  const progress = await loadGovUsers(services, generateGovUsers({ ...demoGovUsers, until: now }), {
    passwordHash: await services.identity.users.hashPassword(demoPassword),
    signIns: "all",
    afterSignUp: (userId) => {
      userIds.push(userId)
      return signLatestPolicies(services, userId)
    },
  })
  return { ...progress, userIds }
}

/** The government demo users' profiles; vision@ignite.local is linked to VISION (the verified badge). */
export const demoVisionUserId = "vision-demo-0001"
const seedGovProfile = async (services: Services, userId: string, email: string) => {
  const vision = email === "vision@ignite.local"
  const known = await services.govUsers.users.knownLists()
  await services.platform.sql.transaction(async (tx) => {
    await services.govUsers.users.saveProfileIn(
      tx,
      userId,
      {
        govUserOrganizationId: vision ? "4" : "1",
        technologyTypes: vision ? [{ id: "10" }, { id: "14" }] : [{ id: "3" }, { id: "4" }, { id: "6" }],
        govUserClassifications: vision ? [{ id: "3" }] : [{ id: "1" }, { id: "5" }],
        linesOfEffort: vision
          ? [
              {
                details:
                  "Thermal protection and guidance for hypersonic test vehicles, from bench tests to flight",
              },
            ]
          : [
              {
                details:
                  "Autonomous ground robots for base logistics: resupply, inspection and perimeter patrol",
              },
              {
                details:
                  "Machine-learning triage of sensor data at the tactical edge with disconnected networks",
              },
            ],
        profileDetail: vision
          ? "<p>I manage hypersonics test programs and look for small businesses with flight-ready materials.</p>"
          : "<p>I lead <strong>autonomy</strong> pilots for Army logistics and want to meet companies whose robots and drones already work outdoors. Small drones over our depots are a growing problem: we need counter-UAS detection that works without radar.</p>",
        city: vision ? "Dayton" : "Huntsville",
        stateOrProvince: vision ? "OH" : "AL",
        country: "US",
        govEmployeeSinceYear: vision ? 2004 : 2013,
      },
      known,
    )
    if (vision)
      await services.govUsers.users.linkVisionIn(tx, userId, {
        visionUserId: demoVisionUserId,
        email,
        firstName: "Val",
        lastName: "Vision",
        position: "Program Manager",
        organization: "Air Force",
        emailValid: true,
      })
  })
}

/**
 * The demo company user claims Acme Robotics the way a person does (claims.ts). Then they invite a
 * colleague, so the Users page shows a pending invite.
 */
const claimDemoCompany = async (services: Services, user: (typeof demoUsers)[number]) => {
  const { accountId } = await services.companies.registry.registerCompany(demoCompany)
  const userId = await claimCompany(services, demoCompany.uniqueEntityId, {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: "Founder and CEO",
    password: demoPassword,
  })
  await services.companies.accounts.sendInvite(userId, accountId, {
    firstName: "Nia",
    lastName: "Newhire",
    email: "new.hire@ignite.local",
  })
  return userId
}

/**
 * The demo auditor joins as a user of no role, and the demo admin (registered before them) grants the role
 * as an admin does, through the command, so the grant is in the log like any other.
 */
const registerDemoAuditor = async (
  services: Services,
  user: (typeof demoUsers)[number],
  adminUserId: string,
) => {
  if (!adminUserId) throw new Error("the demo admin must be registered before the demo auditor")
  const { userId } = await services.identity.users.register({
    ...user,
    roles: [],
    password: demoPassword,
    confirmed: true,
  })
  await services.identity.users.grantRole(userId, "auditor", adminUserId)
  return userId
}

/** Agrees to the latest terms and privacy for a user, as /sign_terms would. */
export const signLatestPolicies = async (services: Services, userId: string) => {
  for (const unsigned of await services.identity.reads.unsignedPolicies(userId))
    await services.identity.policies.sign(userId, unsigned.kind, unsigned.document.id)
}
