import { claimStreamId } from "@ignite/contracts/events"
import type { Services } from "@ignite/wiring"

export const demoClient = { ip: "127.0.0.1", userAgent: "demo data" }

/**
 * A company's point of contact claims it the way a person does: a claim request, the link it mails, the
 * claim sign-up. Answers the new user's id; they are the account's first member.
 */
export const claimCompany = async (
  services: Services,
  uniqueEntityId: string,
  person: { email: string; firstName: string; lastName: string; title: string; password: string },
): Promise<string> => {
  const account = await services.companies.reads.accountByUniqueEntityId(uniqueEntityId)
  if (!account) throw new Error(`No company ${uniqueEntityId} to claim`)
  await services.companies.accounts.requestClaim(
    { uniqueEntityId, email: person.email, firstName: person.firstName, lastName: person.lastName },
    demoClient.ip,
  )
  const { events } = await services.platform.store.readStream(claimStreamId(account.id))
  const { tokenId } = events.at(-1)!.data as { tokenId: string }
  const { userId } = await services.companies.onboarding.claimAccount(
    {
      claimToken: services.tokens.keys.tokenFor(tokenId),
      password: person.password,
      passwordConfirmation: person.password,
      firstName: person.firstName,
      lastName: person.lastName,
      title: person.title,
      cellPhone: "555-0100",
      timezone: "America/New_York",
    },
    undefined,
    demoClient,
  )
  return userId
}
