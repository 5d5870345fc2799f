import type { GovProfileInput, VisionUserData } from "@ignite/contracts"
import { govUserOrganizations, technologyTypes } from "@ignite/contracts/reference"
import * as words from "./gov-user-vocabulary"
import { random } from "./sbir-generator"

/** A government user as sign-up would have made them, with when they signed up and signed in. */
export interface GeneratedGovUser {
  readonly email: string
  readonly firstName: string
  readonly lastName: string
  readonly title: string
  readonly timezone: string
  readonly profile: GovProfileInput
  /** Set for the few who came from the VISION partner program (the verified badge). */
  readonly vision?: VisionUserData
  readonly registeredAt: Date
  /** Their latest sign-in: the sign-up's own, or a later visit. */
  readonly lastSignInAt: Date
  /**
   * Every sign-in after the sign-up's own, oldest first, the last one `lastSignInAt` (empty when they never came
   * back): about one or two visits a month while they were using Ignite, at most `maxVisits`.
   */
  readonly visits: readonly Date[]
}

export interface GovUserGeneratorOptions {
  readonly count: number
  readonly seed: number
  /** Sign-ups and sign-ins fall within this many months before `until`. */
  readonly months: number
  readonly until: Date
  /** Put into every address (`first.last.<tag><n>@agency`), so sets of different seeds never collide. */
  readonly emailTag: string
}

const day = 24 * 60 * 60 * 1000
const maxVisits = 12

/** The visits between sign-up and the latest sign-in, from their own sequence so the person stays the same. */
const visitsBetween = (next: () => number, registeredAt: Date, lastSignInAt: Date): Date[] => {
  const span = lastSignInAt.getTime() - registeredAt.getTime()
  if (span <= 0) return []
  const count = Math.min(maxVisits, Math.floor((span / (30 * day)) * (0.5 + next() * 1.5)))
  const earlier = Array.from(
    { length: count },
    () => new Date(registeredAt.getTime() + Math.floor(next() * span)),
  ).sort((a, b) => a.getTime() - b.getTime())
  return [...earlier, lastSignInAt]
}
const pickFrom =
  (next: () => number) =>
  <T>(list: readonly T[]): T =>
    list[Math.floor(next() * list.length)]!

/** Generated user i of a set: the same seed and index always give the same person. */
export const generatedGovUser = (options: GovUserGeneratorOptions, index: number): GeneratedGovUser => {
  const next = random(options.seed * 104_729 + index)
  const pick = pickFrom(next)
  const firstName = pick(words.govFirstNames)
  const lastName = pick(words.govLastNames)
  const organization = pick(govUserOrganizations)
  const [city, stateOrProvince] = pick(words.organizationSites[organization.id] ?? [["Washington", "DC"]])
  const [title, classificationIds] = pick(words.govTitles)
  // one to three technology types, the first the one their work is about
  const technologyIds = [
    ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(technologyTypes).id)),
  ]
  // the first line of effort is about the first technology type, which the problem statement names
  const efforts = technologyIds.flatMap((id) => words.effortsByTechnology[id] ?? [])
  const lines = [
    ...new Set([
      pick(words.effortsByTechnology[technologyIds[0]!] ?? efforts),
      ...Array.from({ length: Math.floor(next() * 3) }, () => pick(efforts)),
    ]),
  ]
  const focusName = technologyTypes.find((type) => type.id === technologyIds[0])!.name
  const focus = focusName === "Other" ? "dual-use technology" : focusName
  const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, "")
  const email = `${local}.${options.emailTag}${index + 1}@${words.organizationDomains[organization.id] ?? "agency.gov"}`
  const span = options.months * 30 * day
  const registeredAt = new Date(options.until.getTime() - Math.floor(next() * span))
  // three in four come back after signing up, some lately (active) and some long ago
  const lastSignInAt =
    next() < 0.75
      ? new Date(
          registeredAt.getTime() + Math.floor(next() * (options.until.getTime() - registeredAt.getTime())),
        )
      : registeredAt
  const currentYear = options.until.getUTCFullYear()
  return {
    email,
    firstName,
    lastName,
    title,
    timezone: words.stateTimeZones[stateOrProvince] ?? "America/New_York",
    profile: {
      govUserOrganizationId: organization.id,
      technologyTypes: technologyIds.map((id) => ({ id })),
      govUserClassifications: classificationIds.map((id) => ({ id })),
      linesOfEffort: lines.map((details) => ({ details })),
      profileDetail: `<p>${pick(words.problemOpenings)} <strong>${focus}</strong>: ${lines[0]!.charAt(0).toLowerCase()}${lines[0]!.slice(1)}.</p><p>${pick(words.problemClosings)}</p>`,
      city,
      stateOrProvince,
      country: "US",
      govEmployeeSinceYear: currentYear - Math.floor(next() * 30),
    },
    // about one in eight arrived from VISION
    ...(next() < 0.125
      ? {
          vision: {
            visionUserId: `vision-${options.emailTag}${options.seed}-${index + 1}`,
            email,
            firstName,
            lastName,
            position: title,
            organization: organization.name,
            emailValid: true,
          },
        }
      : {}),
    registeredAt,
    lastSignInAt,
    visits: visitsBetween(random(options.seed * 7_919 + index), registeredAt, lastSignInAt),
  }
}

/** The set, one user at a time (10,000 need not sit in memory at once). */
export function* generateGovUsers(options: GovUserGeneratorOptions): Generator<GeneratedGovUser> {
  for (let index = 0; index < options.count; index++) yield generatedGovUser(options, index)
}
