import {
  type CurrentUser,
  decodeInput,
  type FieldIssue,
  isAppError,
  ProfileInput,
  socialMediaTypes,
  timeZoneIds,
} from "@ignite/contracts"

/**
 * Edit Profile as pure data (spec 01 §5 "Profile (non-government)"): the form's values, what the server is
 * sent, and what is wrong. Field rules come from the contract the server decodes with, so the browser
 * shows the message a 400 would carry.
 */

/** A social account row. Rows with an id exist on the server; removing one marks it for destruction. */
export interface SocialRow {
  readonly key: string
  readonly id?: string
  readonly socialMediaTypeId: string
  readonly identifier: string
  readonly destroy: boolean
}

export interface ProfileValues {
  readonly firstName: string
  readonly lastName: string
  readonly title: string
  readonly cellPhone: string
  readonly workPhone: string
  readonly workPhoneExt: string
  readonly timezone: string
  readonly socialAccounts: readonly SocialRow[]
}

export type ProfileField = Exclude<keyof ProfileValues, "socialAccounts">

export interface ProfileErrors {
  readonly fields: Partial<Record<ProfileField, string>>
  /** By row key. */
  readonly social: Readonly<Record<string, string>>
}

export type ProfileSubmission = typeof ProfileInput.Encoded

export const minLengthMessage = "Must be at least 2 characters"

/** Spec 01 §6: government users keep names, title and time zone; phones and social media are not theirs. */
export const isGovernmentUser = (user: Pick<CurrentUser, "userRoles">) => user.userRoles.includes("gov")

/** The browser's own zone (spec 01 §3 "the default timezone comes from the browser"), if it says. */
export const browserTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

/** The user's zone when it is one of the offered ones, else the browser's when offered, else none. */
export const defaultTimeZone = (current: string | null, browser: string | undefined) =>
  current && timeZoneIds.has(current) ? current : browser && timeZoneIds.has(browser) ? browser : ""

/**
 * A sign-up's profile (claim, invite, government): the names the link's check answered, the browser's time
 * zone when it is one of ours, nothing else yet.
 */
export const initialSignUpProfile = (
  firstName: string,
  lastName: string,
  browser = browserTimeZone(),
): ProfileValues => ({
  firstName,
  lastName,
  title: "",
  cellPhone: "",
  workPhone: "",
  workPhoneExt: "",
  timezone: defaultTimeZone(null, browser),
  socialAccounts: [],
})

export const profileValuesOf = (user: CurrentUser, browser = browserTimeZone()): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  title: user.title ?? "",
  cellPhone: user.cellPhone ?? "",
  workPhone: user.workPhone ?? "",
  workPhoneExt: user.workPhoneExt ?? "",
  timezone: defaultTimeZone(user.timezone, browser),
  socialAccounts: user.socialMediaAccounts.map((account) => ({
    key: account.id,
    id: account.id,
    socialMediaTypeId: account.socialMediaTypeId,
    identifier: account.identifier,
    destroy: false,
  })),
})

export const addSocialRow = (rows: readonly SocialRow[], key: string): SocialRow[] => [
  ...rows,
  { key, socialMediaTypeId: socialMediaTypes[0].id, identifier: "", destroy: false },
]

/** Spec 01 §4: removing an existing item marks it destroyed; removing a new one deletes it. */
export const removeSocialRow = (rows: readonly SocialRow[], key: string): SocialRow[] =>
  rows.flatMap((row) => (row.key !== key ? [row] : row.id ? [{ ...row, destroy: true }] : []))

export const updateSocialRow = (
  rows: readonly SocialRow[],
  key: string,
  change: Partial<Pick<SocialRow, "socialMediaTypeId" | "identifier">>,
): SocialRow[] => rows.map((row) => (row.key === key ? { ...row, ...change } : row))

export const visibleSocialRows = (rows: readonly SocialRow[]) => rows.filter((row) => !row.destroy)

export const identifierLength = (row: SocialRow) => row.identifier.trim().length

/**
 * The rows the server hears about, each with its row key: existing rows always (an identifier emptied below
 * 2 characters is flagged for destruction, spec 01 §5), new rows once they hold something.
 */
export const socialAttributes = (rows: readonly SocialRow[]) =>
  rows.flatMap((row) => {
    if (row.id)
      return [
        {
          key: row.key,
          attribute: {
            id: row.id,
            socialMediaTypeId: row.socialMediaTypeId,
            identifier: row.identifier.trim(),
            ...(row.destroy || identifierLength(row) < 2 ? { destroy: true } : {}),
          },
        },
      ]
    if (row.destroy || identifierLength(row) === 0) return []
    return [
      {
        key: row.key,
        attribute: { socialMediaTypeId: row.socialMediaTypeId, identifier: row.identifier.trim() },
      },
    ]
  })

/** What `users.updateProfile` is sent. Government users send no phones and no social accounts. */
export const toProfileSubmission = (values: ProfileValues, government: boolean): ProfileSubmission => {
  const common = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    title: values.title.trim(),
    timezone: values.timezone,
  }
  if (government) return common
  return {
    ...common,
    cellPhone: values.cellPhone.trim(),
    workPhone: values.workPhone.trim() || null,
    workPhoneExt: values.workPhoneExt.trim() || null,
    socialMediaAccountsAttributes: socialAttributes(values.socialAccounts).map(({ attribute }) => attribute),
  }
}

const profileFields: ReadonlySet<string> = new Set<ProfileField>([
  "firstName",
  "lastName",
  "title",
  "cellPhone",
  "workPhone",
  "workPhoneExt",
  "timezone",
])

/**
 * Problems with paths of the submission (`title`, `socialMediaAccountsAttributes.1.identifier`) placed on
 * the form: the field, or the social row that was sent at that index. The rest is returned as unplaced.
 */
export const placeProfileIssues = (
  issues: readonly FieldIssue[],
  values: ProfileValues,
  government: boolean,
) => {
  const fields: Partial<Record<ProfileField, string>> = {}
  const social: Record<string, string> = {}
  const unplaced: string[] = []
  const sent = government ? [] : socialAttributes(values.socialAccounts)
  for (const { path, message } of issues) {
    const [head, index] = path.split(".")
    const key = head === "socialMediaAccountsAttributes" ? sent[Number(index)]?.key : undefined
    if (head && profileFields.has(head)) fields[head as ProfileField] ??= message
    else if (key !== undefined) social[key] ??= message
    else unplaced.push(message)
  }
  return { fields, social, unplaced }
}

/** Everything wrong with the form, per field and per social row; empty when it may be saved. */
export const validateProfile = (values: ProfileValues, government: boolean): ProfileErrors => {
  let issues: readonly FieldIssue[] = []
  try {
    decodeInput(ProfileInput, toProfileSubmission(values, government))
  } catch (error) {
    if (!isAppError(error)) throw error
    issues = error.details ?? []
  }
  const { fields, social } = placeProfileIssues(issues, values, government)
  // The server refuses a new identifier of one character; an existing one that short is removed instead.
  if (!government)
    for (const row of values.socialAccounts)
      if (!row.id && !row.destroy && identifierLength(row) === 1) social[row.key] ??= minLengthMessage
  return { fields, social }
}

export const hasProfileErrors = (errors: ProfileErrors) =>
  Object.keys(errors.fields).length > 0 || Object.keys(errors.social).length > 0
