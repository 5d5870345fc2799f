import type { Logger } from "@ignite/platform"
import type { Services } from "./context"

/** One user of each role, so a fresh `npm start` can be tried at once. Never in production. */
export const demoUsers = [
  { email: "admin@ignite.local", firstName: "Ada", lastName: "Admin", roles: ["admin" as const] },
  { email: "gov@ignite.local", firstName: "Grace", lastName: "Gov", roles: ["gov" as const] },
  { email: "company@ignite.local", firstName: "Cory", lastName: "Company", roles: ["ignite" as const] },
]
export const demoPassword = "Ignite123!"

/** Seeds only an empty database: demo users must never appear next to real ones. */
export const seedDemoData = async (services: Services, logger: Logger) => {
  const [row] = await services.platform.sql.query<{ n: number }>(
    "select count(*)::int8 as n from user_emails",
  )
  if ((row?.n ?? 0) > 0) return
  for (const user of demoUsers) {
    const { userId } = await services.identity.register({ ...user, password: demoPassword, confirmed: true })
    for (const unsigned of await services.policies.unsignedDocumentsFor(userId))
      await services.policies.sign(userId, unsigned.kind, unsigned.document.id)
  }
  logger.info(
    { users: demoUsers.map((user) => `${user.email} (${user.roles.join(", ")})`), password: demoPassword },
    "demo data: sign in with one of these users",
  )
}
