import { Schema } from "effect"
import { Eager, eagerRelations } from "./eager"
import { StoredFile } from "./file-address"
import { AppPath, atLeastTwo, Email, NewPassword, ProfileInput, TimeZoneId } from "./identity"
import { PageQuery, Paginated } from "./pagination"

export {
  activeWindowDays,
  connectorTier,
  defaultGovEmailAllowList,
  govUserErrors,
  govUserMessages,
  linesOfEffortLimits,
  serviceYearsBucket,
} from "./texts/govusers"

const text = (max: number) => Schema.String.check(Schema.isMaxLength(max))
const optionalText = (max: number) => Schema.optional(Schema.NullOr(text(max)))
const Id = text(64)
/** A reference to a list item, removed when `destroy` is set (Rails-style nested attributes). */
const IdWithDestroy = Schema.Struct({ id: Id, destroy: Schema.optional(Schema.Boolean) })

/**
 * The government part of a profile (spec 01 §3 govUserExtendedData) as the forms send it. Only the shape
 * is checked here; the rules (at least one of each, lines of effort, profile detail, year bounds) are the
 * decider's, so both transports and the sign-up give the same field problems.
 */
export const GovExtendedDataInput = Schema.Struct({
  govUserOrganizationId: Schema.optional(Schema.NullOr(Id)),
  profileDetail: Schema.optional(Schema.NullOr(text(50_000))),
  interactionDetail: optionalText(50_000),
  linesOfEffort: Schema.optional(
    Schema.Array(
      Schema.Struct({
        id: Schema.optional(Schema.NullOr(Id)),
        details: Schema.optional(Schema.NullOr(text(5_000))),
        destroy: Schema.optional(Schema.Boolean),
      }),
    ).check(Schema.isMaxLength(100)),
  ),
  govUserClassifications: Schema.optional(Schema.Array(IdWithDestroy).check(Schema.isMaxLength(200))),
  city: optionalText(100),
  stateOrProvince: optionalText(100),
  country: optionalText(100),
  /** A year as typed (text in forms, a number over JSON): invalid_year, not_a_number, year_out_of_bounds. */
  govEmployeeSinceYear: Schema.optional(Schema.NullOr(Schema.Union([text(20), Schema.Number]))),
})
export type GovExtendedDataInput = typeof GovExtendedDataInput.Type

export const TechnologyTypesInput = Schema.Array(IdWithDestroy).check(Schema.isMaxLength(200))

/** What the government profile decider takes: the extended data and the technology types. */
export interface GovProfileInput extends GovExtendedDataInput {
  readonly technologyTypes?: typeof TechnologyTypesInput.Type
}

/**
 * Government sign-up, the spec's `user` object (spec 01 §7 POST /api/v1/gov_users/signup). The unclassified
 * (non-CUI) affirmation is the form's mandatory checkbox, sent as `unclassifiedAffirmed`.
 */
export const GovSignUpUser = Schema.Struct({
  email: Email,
  password: NewPassword,
  confirmPassword: Schema.String.check(Schema.isMaxLength(128)),
  firstName: atLeastTwo,
  lastName: atLeastTwo,
  title: atLeastTwo,
  timezone: TimeZoneId,
  encryptedVisionUserData: optionalText(20_000),
  redirectTo: Schema.optional(AppPath),
  unclassifiedAffirmed: Schema.optional(Schema.Boolean),
  technologyTypes: Schema.optional(TechnologyTypesInput),
  ...GovExtendedDataInput.fields,
})
export type GovSignUpUser = typeof GovSignUpUser.Type
export const GovSignUpInput = Schema.Struct({
  user: GovSignUpUser,
  recaptchaToken: Schema.optional(text(20_000)),
})
export type GovSignUpInput = typeof GovSignUpInput.Type

/** Edit Profile for role gov (PATCH /api/v1/users, profile form): phones and social media are refused. */
export const GovProfileUpdateInput = Schema.Struct({
  // phones and social accounts decode as for everyone, so identity can refuse them (403) rather than drop them
  ...ProfileInput.fields,
  govUserExtendedDataAttributes: GovExtendedDataInput,
  technologyTypes: Schema.optional(TechnologyTypesInput),
})
export type GovProfileUpdateInput = typeof GovProfileUpdateInput.Type

export const CheckGovEmailQuery = Schema.Struct({ email: Email })
export const CheckGovEmailResult = Schema.Struct({
  email: Schema.String,
  allowed: Schema.Boolean,
  message: Schema.NullOr(Schema.String),
})
export type CheckGovEmailResult = typeof CheckGovEmailResult.Type

/** An allow-list entry: a domain suffix (`.gov`), a domain (`agency.gov`) or one full address. */
export const normalizeAllowEntry = (entry: string) => entry.trim().toLowerCase()
export const isAllowEntry = (entry: string) =>
  entry.length >= 2 &&
  entry.length <= 254 &&
  (entry.includes("@")
    ? /^[^\s@]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(entry)
    : /^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(entry))
export const GovEmailAllowEntryInput = Schema.Struct({ entry: text(254) })
export const GovEmailAllowList = Schema.Struct({
  data: Schema.Array(Schema.Struct({ entry: Schema.String })),
})
export type GovEmailAllowList = typeof GovEmailAllowList.Type

/** Whether an address passes the allow list: a full address exactly, else its domain or a suffix of it. */
export const emailAllowedBy = (entries: readonly string[], email: string) => {
  const address = email.trim().toLowerCase()
  const domain = address.slice(address.lastIndexOf("@") + 1)
  return entries.some((entry) =>
    entry.includes("@")
      ? entry === address
      : entry.startsWith(".")
        ? domain.endsWith(entry)
        : domain === entry || domain.endsWith(`.${entry}`),
  )
}

const Named = Schema.Struct({ id: Schema.String, name: Schema.String })

export const GovUserExtendedData = Schema.Struct({
  govUserOrganizationId: Schema.NullOr(Schema.String),
  govUserOrganization: Schema.NullOr(
    Schema.Struct({ id: Schema.String, name: Schema.String, longName: Schema.String }),
  ),
  profileDetail: Schema.NullOr(Schema.String),
  interactionDetail: Schema.NullOr(Schema.String),
  linesOfEffort: Schema.Array(Schema.Struct({ id: Schema.String, details: Schema.String })),
  govUserClassifications: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      description: Schema.String,
      govUserClassificationCategory: Schema.NullOr(Named),
    }),
  ),
  city: Schema.NullOr(Schema.String),
  stateOrProvince: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  govEmployeeSinceYear: Schema.NullOr(Schema.Int),
  visionUserId: Schema.NullOr(Schema.String),
})
export type GovUserExtendedData = typeof GovUserExtendedData.Type

/** A government user as the profile view and the search cards show them (spec 01 §2, §3). */
export const GovUser = Schema.Struct({
  id: Schema.String,
  firstName: Schema.NullOr(Schema.String),
  lastName: Schema.NullOr(Schema.String),
  title: Schema.NullOr(Schema.String),
  timezone: Schema.NullOr(Schema.String),
  headshot: Schema.NullOr(StoredFile),
  userRoles: Schema.Array(Schema.String),
  isActive: Schema.Boolean,
  activeChatThreadsCount: Schema.Int,
  connector: Schema.NullOr(Schema.Struct({ name: Schema.String, badge: Schema.String })),
  serviceYears: Schema.NullOr(Schema.String),
  technologyTypes: Schema.Array(Named),
  govUserSetting: Schema.Struct({ allowMessageRequests: Schema.Boolean }),
  chatThreadIdsWithCurrentUserAccount: Schema.Array(Schema.String),
  searchMetadata: Schema.Struct({ highlight: Schema.NullOr(Schema.String) }),
  govUserExtendedData: GovUserExtendedData,
})
export type GovUser = typeof GovUser.Type

export const GovUsersPage = Paginated(GovUser)
export type GovUsersPage = typeof GovUsersPage.Type

/** Filters of the government user search; ids as repeated or comma-separated values. */
export const GovUsersQuery = Schema.Struct({
  ...PageQuery.fields,
  search: Schema.optional(text(200)),
  technologyTypeIds: Schema.optional(Schema.Union([text(2_000), Schema.Array(Id)])),
  govUserOrganizationIds: Schema.optional(Schema.Union([text(2_000), Schema.Array(Id)])),
  govUserClassificationIds: Schema.optional(Schema.Union([text(2_000), Schema.Array(Id)])),
  /** Every relation is always included; an unknown name is refused. */
  eager: Schema.optional(Eager(eagerRelations.govUser)),
})
export type GovUsersQuery = typeof GovUsersQuery.Type

/** The partner program's person, as a VISION token carries them (docs/vision.md). */
export const VisionUserData = Schema.Struct({
  visionUserId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  position: Schema.NullOr(Schema.String),
  organization: Schema.NullOr(Schema.String),
  emailValid: Schema.Boolean,
})
export type VisionUserData = typeof VisionUserData.Type
/** Whether a VISION token's person has an Ignite account, and whether it is linked to VISION. */
export const VisionStatus = Schema.Struct({ userExists: Schema.Boolean, linked: Schema.Boolean })
/** Where a VISION arrival goes: /signin or /gov_user. */
export const VisionRedirection = Schema.Struct({ ...VisionStatus.fields, redirectTo: Schema.String })
export const VisionTokenQuery = Schema.Struct({ q: text(20_000).check(Schema.isMinLength(1)) })
