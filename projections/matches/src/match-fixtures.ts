import { govUserStreamId } from "@ignite/contracts/events"
import { event, type ProjectionHarness } from "@ignite/platform/testing"

/**
 * Government users for the matches read model's tests, appended as identity and the government users domain
 * write them (storefronts, offers and awards come from `@ignite/platform/testing`). Test support only.
 */
export interface FixtureGovUser {
  readonly id: string
  readonly firstName: string
  readonly technologyTypeIds: readonly string[]
  readonly problem: string
  readonly linesOfEffort?: readonly string[]
  readonly vision?: boolean
}

/** Registers a government user (as identity does) and saves their profile (as the government users domain does). */
export const appendGovUser = async (harness: ProjectionHarness, gov: FixtureGovUser) => {
  await harness.append(
    `user-${gov.id}`,
    event("UserRegistered", {
      userId: gov.id,
      email: `${gov.firstName.toLowerCase()}@agency.example`,
      firstName: gov.firstName,
      lastName: "Officer",
      title: "Program Manager",
      timezone: "America/New_York",
      roles: ["gov"],
      accountId: null,
      confirmed: true,
      registeredAt: "2026-01-01T00:00:00.000Z",
    }),
  )
  await saveGovProfile(harness, gov)
  if (gov.vision)
    await harness.append(
      govUserStreamId(gov.id),
      event("GovUserLinkedToVision", {
        userId: gov.id,
        visionUserId: `vision-${gov.id}`,
        email: "v@agency.example",
        linkedAt: "2026-01-02T00:00:00.000Z",
      }),
    )
}

export const saveGovProfile = (harness: ProjectionHarness, gov: FixtureGovUser) =>
  harness.append(
    govUserStreamId(gov.id),
    event("GovProfileSaved", {
      userId: gov.id,
      govUserOrganizationId: "1",
      technologyTypeIds: [...gov.technologyTypeIds],
      govUserClassificationIds: ["1"],
      linesOfEffort: (gov.linesOfEffort ?? []).map((details, i) => ({ id: String(i), details })),
      profileDetail: `<p>${gov.problem}</p>`,
      interactionDetail: null,
      city: null,
      stateOrProvince: null,
      country: null,
      govEmployeeSinceYear: null,
      savedAt: "2026-01-02T00:00:00.000Z",
    }),
  )
