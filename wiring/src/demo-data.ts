import type { Logger } from "@ignite/platform"
import type { Services } from "./services"

/** One user of each role, so a fresh `npm start` can be tried at once. Never in production. */
export const demoUsers = [
  { email: "admin@ignite.local", firstName: "Ada", lastName: "Admin", roles: ["admin" as const] },
  { email: "gov@ignite.local", firstName: "Grace", lastName: "Gov", roles: ["gov" as const] },
  { email: "company@ignite.local", firstName: "Cory", lastName: "Company", roles: ["ignite" as const] },
]
export const demoPassword = "Ignite123!"

/** Seeds only an empty system: demo users must never appear next to real ones. */
export const seedDemoData = async (services: Services, logger: Logger) => {
  if (await services.identity.hasAnyUser()) return
  for (const user of demoUsers) {
    const { userId } = await services.identity.register({ ...user, password: demoPassword, confirmed: true })
    await signLatestPolicies(services, userId)
  }
  logger.info(
    { users: demoUsers.map((user) => `${user.email} (${user.roles.join(", ")})`), password: demoPassword },
    "demo data: sign in with one of these users",
  )
}

/** Agrees to the latest terms and privacy for a user, as /sign_terms would. */
export const signLatestPolicies = async (services: Services, userId: string) => {
  for (const unsigned of await services.reads.unsignedPolicies(userId))
    await services.policies.sign(userId, unsigned.kind, unsigned.document.id)
}
