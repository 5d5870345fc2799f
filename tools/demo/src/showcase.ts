import type { Services } from "@ignite/wiring"
import { claimCompany } from "./claims"
import { minimalPng } from "./minimal-png"
import { type ShowcaseCompany, showcaseCompanies } from "./showcase-companies"

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

/** The showcase's awards as an SBIR.gov file (the columns it needs, by name), for the same importer. */
const awardFile = (companies: readonly ShowcaseCompany[]) => {
  const header =
    "Company,Award Title,Agency,Branch,Phase,Program,Contract,Proposal Award Date,Award Year,Award Amount,Topic Code,UEI,State,Abstract"
  const rows = companies.flatMap((company) =>
    company.awards.map((award) =>
      [
        company.name,
        award.title,
        award.agency,
        award.branch,
        award.phase,
        "SBIR",
        award.contract,
        award.awardedOn,
        award.awardedOn.slice(0, 4),
        award.amount.toFixed(2),
        award.topic,
        company.uniqueEntityId,
        company.profile.stateOrProvince,
        award.abstract,
      ]
        .map(csvCell)
        .join(","),
    ),
  )
  return [header, ...rows].join("\n")
}

/**
 * The showcase storefronts (showcase-companies.ts) as people make them: the registry knows the company,
 * its point of contact claims it, fills in the storefront form with a logo, adds offers, publishes (one
 * for VISION users only); its awards come through the SBIR.gov importer. Owners share the demo password.
 * `joinedAt` dates each company's arrival (registered, claimed and published that day), so they join the
 * marketplace over the months the dashboard shows; without it, now.
 */
export const seedShowcase = async (
  services: Services,
  password: string,
  agree: (userId: string) => Promise<void>,
  joinedAt?: (index: number) => Date,
) => {
  // each company's owner and storefront, by unique entity id, for what the demo does with them afterwards
  const storefronts = new Map<
    string,
    { readonly userId: string; readonly accountId: string; readonly listingId: string }
  >()
  let clock = new Date()
  const dated = joinedAt ? services.atClock(() => clock) : services
  for (const [index, company] of showcaseCompanies.entries()) {
    if (joinedAt) clock = joinedAt(index)
    const { accountId } = await dated.companies.registry.registerCompany({
      uniqueEntityId: company.uniqueEntityId,
      name: company.name,
      contactEmail: company.owner.email,
    })
    const userId = await claimCompany(dated, company.uniqueEntityId, {
      ...company.owner,
      title: "Chief Executive Officer",
      password,
    })
    await agree(userId)
    const listingId = (await services.storefronts.reads.listingOfAccount(accountId)).id
    await dated.storefronts.edits.edit(userId, listingId, {
      ...company.profile,
      name: company.name,
      pointOfContactId: userId,
      productServiceCodeIds: [],
      logo: minimalPng(64, company.logoColour),
    })
    for (const { kind, form } of company.artifacts)
      await dated.storefronts.artifactEdits.create(userId, listingId, kind, form)
    if (company.visionOnly) await dated.storefronts.edits.setVisionOnly(userId, listingId, true)
    await dated.storefronts.publishing.publish(userId, listingId)
    // each owner went through the first run the day they joined
    await dated.companies.accounts.completeSetupSession(userId, accountId)
    storefronts.set(company.uniqueEntityId, { userId, accountId, listingId })
  }
  await services.companies.sbirImports.importFile([awardFile(showcaseCompanies)], { actorId: "demo-data" })
  return storefronts
}
