import type { Services } from "@ignite/wiring"

/** The match gov@ignite.local has hidden, so the demo shows that feedback keeps a match away. */
export const demoHiddenMatch = "Cognita Analytics"

/**
 * gov@ignite.local hides one of their company matches, as the Hide button does. The matches read model is
 * async: it is waited for first, so the match is there to be hidden.
 */
export const seedDemoMatchFeedback = async (services: Services, govUserId: string) => {
  await services.platform.projections.drain("matches")
  const viewer = { sub: govUserId, roles: ["gov"] }
  const { matches } = await services.matchmaking.companies(viewer, { limit: 20 })
  const hidden = matches.find((match) => match.name === demoHiddenMatch)
  if (hidden) await services.matchmaking.feedback(viewer, hidden.listingId, "hidden")
}

/**
 * gov@ignite.local turns the weekly digest of new matches on, as the home's switch does, and the digest job
 * runs once: their first digest is in their notifications (and the dev mailbox). After the hidden match, so
 * the digest leaves it out as the list does.
 */
export const seedDemoMatchDigest = async (services: Services, govUserId: string) => {
  const viewer = { sub: govUserId, roles: ["gov"] }
  await services.matchmaking.changeDigest(viewer, { enabled: true })
  await services.matchmaking.sendDigests()
}
