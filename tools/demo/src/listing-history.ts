import { inviteStreamId } from "@ignite/contracts/events"
import type { Services } from "@ignite/wiring"
import { demoClient } from "./claims"
import { minimalPng } from "./minimal-png"
import type { ShowcaseCompany } from "./showcase-companies"

const day = 24 * 60 * 60 * 1000

/** Skyhawk's second editor: invited by its owner, a member since. */
export const demoColleague = {
  firstName: "Omar",
  lastName: "Okafor",
  email: "omar@skyhawk.ignite.local",
  title: "Business Development Lead",
}

/**
 * What an auditor finds when asking "how did this storefront come to be" (issue 22): Skyhawk's owner invites a
 * colleague, and over the months the two of them edit the storefront in turn — the tag line, the capability
 * statement, the technology types, the website, the logo — each change an event of its own, made by its editor
 * through the real commands on a clock set back to its day, until it reads as the showcase has it today.
 * `joinedAt` is when the company joined.
 */
export const seedListingHistory = async (
  services: Services,
  company: ShowcaseCompany,
  storefront: { readonly userId: string; readonly accountId: string; readonly listingId: string },
  joinedAt: Date,
  password: string,
  agree: (userId: string) => Promise<void>,
) => {
  let clock = joinedAt
  const at = (days: number) => {
    clock = new Date(joinedAt.getTime() + days * day)
  }
  const dated = services.atClock(() => clock)

  at(12)
  const invite = await dated.companies.accounts.sendInvite(
    storefront.userId,
    storefront.accountId,
    demoColleague,
  )
  const { events } = await services.platform.store.readStream(inviteStreamId(invite.userInviteId))
  const { tokenId } = events.at(-1)!.data as { tokenId: string }
  at(13)
  const { userId: colleagueId } = await dated.companies.onboarding.acceptInvite(
    {
      inviteToken: services.tokens.keys.tokenFor(tokenId),
      password,
      passwordConfirmation: password,
      firstName: demoColleague.firstName,
      lastName: demoColleague.lastName,
      title: demoColleague.title,
      cellPhone: "555-0142",
      timezone: "America/Denver",
    },
    undefined,
    demoClient,
  )
  await agree(colleagueId)

  // each edit sends the whole form, as the storefront editor does, with one part changed; the social media
  // accounts the showcase made stay as they are (sent again without their ids, they would be added again)
  const { socialMediaAccountsAttributes: _made, ...made } = company.profile
  let profile = made
  const edit = async (editor: string, change: Partial<typeof profile>, logo?: Uint8Array) => {
    profile = { ...profile, ...change }
    await dated.storefronts.edits.edit(editor, storefront.listingId, {
      ...profile,
      name: company.name,
      pointOfContactId: storefront.userId,
      productServiceCodeIds: [],
      ...(logo ? { logo } : {}),
    })
  }
  // the storefront grows into the one the showcase describes: drafts first, today's wording last
  at(40)
  await edit(colleagueId, { tagLine: "Drones for inspection and mapping" })
  at(95)
  await edit(storefront.userId, {
    capabilityStatement:
      "<p>Skyhawk flies <strong>small unmanned aircraft</strong> for bridge and tower inspection and photogrammetry.</p>",
  })
  at(150)
  await edit(colleagueId, { technologyTypeIds: ["4"] })
  at(210)
  await edit(storefront.userId, { website: "https://skyhawk.example" }, minimalPng(64, [12, 74, 140]))
  at(260)
  await edit(colleagueId, made, minimalPng(64, company.logoColour))
  return { colleagueId }
}
