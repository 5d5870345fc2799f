import {
  AppError,
  type FieldIssue,
  type GovProfileInput,
  govUserMessages,
  linesOfEffortLimits,
} from "@ignite/contracts"
import { govUserClassifications } from "@ignite/contracts/reference"
import { type Decider, type DecisionContext, richTextPlain, sanitizeRichText } from "@ignite/platform"
import {
  evolveGovProfile,
  type GovProfileState,
  type GovUserEvent,
  initialGovProfileState,
  personalFieldsOf,
} from "./gov-profile"

/** The earliest year of service a profile may name (spec 01 §5 "default minimum 1800"). */
export const minimumServiceYear = 1800

export type GovProfileCommand =
  | {
      type: "SaveProfile"
      userId: string
      profile: GovProfileInput
      /** The reference lists as they stand (admins add to them), looked up by the service. */
      knownOrganizationIds: ReadonlySet<string>
      knownTechnologyTypeIds: ReadonlySet<string>
    }
  | { type: "LinkVision"; userId: string; visionUserId: string; email: string }

const classificationIds = new Set(govUserClassifications.map((item) => item.id))

const sealed = (event: GovUserEvent): GovUserEvent => {
  const fields = personalFieldsOf(event.type)
  return fields ? { ...event, personal: { subject: event.data.userId, fields } } : event
}

const trimmedOrNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? ""
  return trimmed === "" ? null : trimmed
}

/** Kept ids of a destroy-flagged list, in order, without repeats. */
const keptIds = (items: readonly { id: string; destroy?: boolean }[] | undefined) => [
  ...new Set((items ?? []).filter((item) => !item.destroy).map((item) => item.id)),
]

/** invalid_year, not_a_number, year_out_of_bounds (spec 01 §5 "Year"); absent means not given. */
const serviceYear = (
  value: string | number | null | undefined,
  currentYear: number,
): { year: number | null } | FieldIssue => {
  const path = "govEmployeeSinceYear"
  if (value === undefined || value === null) return { year: null }
  const text = String(value).trim()
  if (text === "") return { path, message: govUserMessages.invalidYear, code: "invalid_year" }
  if (!/^\d+$/.test(text)) return { path, message: govUserMessages.notANumber, code: "not_a_number" }
  const year = Number(text)
  if (year < minimumServiceYear || year > currentYear)
    return {
      path,
      message: govUserMessages.yearOutOfBounds(minimumServiceYear, currentYear),
      code: "year_out_of_bounds",
    }
  return { year }
}

/**
 * Lines of effort (spec 01 §4, §5): removing an existing item destroys it, blank lines are dropped, each at
 * most 300 characters, at most 6 kept, at least one with details. Kept items keep their ids.
 */
const linesOfEffort = (
  input: GovProfileInput["linesOfEffort"],
  state: GovProfileState,
  ctx: DecisionContext,
  problems: FieldIssue[],
) => {
  const existing = new Set(state.linesOfEffort.map((line) => line.id))
  const kept: { id: string; details: string }[] = []
  ;(input ?? []).forEach((item, index) => {
    if (item.destroy) return
    const details = item.details?.trim() ?? ""
    if (details === "") return
    if (details.length > linesOfEffortLimits.maxLength)
      problems.push({
        path: `linesOfEffort.${index}.details`,
        message: govUserMessages.lineOfEffortTooLong,
        code: "too_long",
      })
    const id = item.id && existing.has(item.id) ? item.id : ctx.newId()
    existing.delete(id)
    kept.push({ id, details })
  })
  if (kept.length === 0)
    problems.push({ path: "linesOfEffort", message: govUserMessages.lineOfEffortRequired })
  else if (kept.length > linesOfEffortLimits.maxItems)
    problems.push({ path: "linesOfEffort", message: govUserMessages.linesOfEffortTooMany })
  return kept
}

/** Every rule of spec 01 §5 "Profile (government)", all problems at once. */
const saveProfile = (
  command: Extract<GovProfileCommand, { type: "SaveProfile" }>,
  state: GovProfileState,
  ctx: DecisionContext,
): GovUserEvent[] | AppError => {
  const { profile } = command
  const problems: FieldIssue[] = []
  const organizationId = trimmedOrNull(profile.govUserOrganizationId)
  if (!organizationId)
    problems.push({ path: "govUserOrganizationId", message: govUserMessages.organizationRequired })
  else if (!command.knownOrganizationIds.has(organizationId))
    problems.push({ path: "govUserOrganizationId", message: "Unknown organization" })

  const technologyTypeIds = keptIds(profile.technologyTypes)
  if (technologyTypeIds.length === 0)
    problems.push({ path: "technologyTypes", message: govUserMessages.technologyTypeRequired })
  for (const id of technologyTypeIds)
    if (!command.knownTechnologyTypeIds.has(id))
      problems.push({ path: "technologyTypes", message: `Unknown technology type ${id}` })

  const classificationIdsKept = keptIds(profile.govUserClassifications)
  if (classificationIdsKept.length === 0)
    problems.push({ path: "govUserClassifications", message: govUserMessages.classificationRequired })
  for (const id of classificationIdsKept)
    if (!classificationIds.has(id))
      problems.push({ path: "govUserClassifications", message: `Unknown classification ${id}` })

  const lines = linesOfEffort(profile.linesOfEffort, state, ctx, problems)

  // sanitized on the server with an allow-list; the minimum counts what a reader sees
  const profileDetail = sanitizeRichText(profile.profileDetail ?? "")
  if (richTextPlain(profileDetail).trim().length < 2)
    problems.push({
      path: "profileDetail",
      message: govUserMessages.profileDetailTooShort,
      code: "insufficient_length",
    })
  const interactionDetail = sanitizeRichText(profile.interactionDetail ?? "")

  const year = serviceYear(profile.govEmployeeSinceYear, ctx.now.getUTCFullYear())
  if ("path" in year) problems.push(year)

  if (problems.length > 0 || !organizationId || "path" in year)
    return new AppError("ValidationFailed", undefined, problems)
  return [
    sealed({
      type: "GovProfileSaved",
      data: {
        userId: command.userId,
        govUserOrganizationId: organizationId,
        technologyTypeIds,
        govUserClassificationIds: classificationIdsKept,
        linesOfEffort: lines,
        profileDetail,
        interactionDetail: richTextPlain(interactionDetail).trim() === "" ? null : interactionDetail,
        city: trimmedOrNull(profile.city),
        stateOrProvince: trimmedOrNull(profile.stateOrProvince),
        country: trimmedOrNull(profile.country),
        govEmployeeSinceYear: year.year,
        savedAt: ctx.now.toISOString(),
      },
    }),
  ]
}

/** One VISION person per Ignite user: linking again to the same person changes nothing. */
const linkVision = (
  command: Extract<GovProfileCommand, { type: "LinkVision" }>,
  state: GovProfileState,
  ctx: DecisionContext,
): GovUserEvent[] | AppError => {
  if (state.visionUserId === command.visionUserId) return []
  if (state.visionUserId !== null)
    return new AppError("Conflict", "This account is already connected to another VISION user.")
  return [
    sealed({
      type: "GovUserLinkedToVision",
      data: {
        userId: command.userId,
        visionUserId: command.visionUserId,
        email: command.email,
        linkedAt: ctx.now.toISOString(),
      },
    }),
  ]
}

export const govProfileDecider: Decider<GovProfileCommand, GovUserEvent, GovProfileState> = {
  initialState: initialGovProfileState,
  evolve: evolveGovProfile,
  decide(command, state, ctx) {
    switch (command.type) {
      case "SaveProfile":
        return saveProfile(command, state, ctx)
      case "LinkVision":
        return linkVision(command, state, ctx)
      default: {
        const _exhaustive: never = command
        return new AppError("BadRequest")
      }
    }
  },
}
