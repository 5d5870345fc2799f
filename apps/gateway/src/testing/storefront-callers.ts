import type { TestApp } from "./test-app"

/**
 * Everyone a storefront's rules tell apart, each a real user through the terms gate: the owner of a company
 * with its listing, a user of another company, a government user, a VISION-linked government user (who may
 * see VISION-only storefronts) and an admin. `name` keeps the users of each test file apart: the company
 * owner is "<name> Owner", of the company "<name> Owner".
 */
export const storefrontCallers = async (app: TestApp, name: string) => {
  const agreed = (label: string, roles: Array<"ignite" | "gov" | "admin">) =>
    app.agreedUser(`${name.toLowerCase()}-${label}`, roles)
  const owner = await app.agreedCompanyOwner(`${name} Owner`)
  const other = await app.agreedCompanyOwner(`${name} Other`)
  const gov = await agreed("gov", ["gov"])
  const vision = await agreed("vision-gov", ["gov"])
  await app.services.platform.sql.transaction((tx) =>
    app.services.govUsers.users.linkVisionIn(tx, vision.userId, {
      visionUserId: `vision-${name.toLowerCase()}`,
      email: `${name.toLowerCase()}-vision-gov@test.ignite.local`,
      firstName: "Val",
      lastName: "Vision",
      position: null,
      organization: null,
      emailValid: true,
    }),
  )
  const admin = await agreed("admin", ["admin"])
  return {
    owner,
    listingId: (await app.services.storefronts.reads.listingOfAccount(owner.accountId)).id,
    otherCompany: other.token,
    gov: gov.token,
    visionGov: vision.token,
    admin: admin.token,
  }
}
