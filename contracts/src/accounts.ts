import { Schema, SchemaGetter } from "effect"
import { StoredFile } from "./file-address"
import { Email, isEmail, NewPassword, ProfileInput, SocialMediaAccount, UserRole } from "./identity"
import { PageQuery, Paginated } from "./pagination"
import { accountMessages, claimOutcomes } from "./texts/accounts"
import { Trimmed } from "./trimmed"

export { accountErrors, accountMessages, type ClaimOutcome, claimOutcomes } from "./texts/accounts"

/** Invite and account forms say 'Must be a minimum of 2 characters' (spec 01 §5). */
const MinimumTwo = Trimmed.check(
  Schema.makeFilter((s: string) => s.length >= 2 && s.length <= 200, {
    message: accountMessages.minimumTwo,
    code: "insufficient_length",
  }),
)

/** The government registry's Unique Entity Id: 12 letters and digits, compared without case or spaces. */
export const uniqueEntityIdPattern = /^[A-Z0-9]{12}$/
export const normalizeUniqueEntityId = (value: string) => value.trim().toUpperCase()
export const UniqueEntityId = Schema.String.pipe(
  Schema.decode({
    decode: SchemaGetter.transform(normalizeUniqueEntityId),
    encode: SchemaGetter.transform((s: string) => s),
  }),
).check(
  Schema.makeFilter((s: string) => uniqueEntityIdPattern.test(s), {
    message: accountMessages.invalidUniqueEntityId,
    code: "invalid_unique_entity_id",
  }),
)

/** The solved captcha (ALTCHA payload) in the spec's field name. */
const RecaptchaToken = Schema.optional(Schema.String.check(Schema.isMaxLength(20_000)))

/** Operators and the registry importer register companies before anyone claims them. */
export const RegisterAccountInput = Schema.Struct({
  uniqueEntityId: UniqueEntityId,
  name: MinimumTwo,
  contactEmail: Email,
})
export type RegisterAccountInput = typeof RegisterAccountInput.Type

export const CheckUniqueEntityQuery = Schema.Struct({ uniqueEntityId: Schema.String })

/** What anyone may learn of a registered company from its Unique Entity Id. */
export const AccountPublic = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  uniqueEntityId: Schema.String,
  claimed: Schema.Boolean,
})
export type AccountPublic = typeof AccountPublic.Type

/** The company account as its members see it (spec 01 §3 Account). */
export const Account = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  uniqueEntityId: Schema.String,
  logo: Schema.NullOr(StoredFile),
  setupSessionComplete: Schema.Boolean,
})
export type Account = typeof Account.Type

export const UpdateAccountInput = Schema.Struct({ name: MinimumTwo })

/** /claim (spec 01 §5 "Claim request"). */
export const ClaimRequestInput = Schema.Struct({
  email: Email,
  firstName: MinimumTwo,
  lastName: MinimumTwo,
  uniqueEntityId: Trimmed.check(Schema.makeFilter((s: string) => s.length > 0, { message: "required" })),
  recaptchaToken: RecaptchaToken,
})
export type ClaimRequestInput = typeof ClaimRequestInput.Type

/** What /claim_result is sent to: the outcome and, for the resend form, the UEI and email. */
export const ClaimRequestResult = Schema.Struct({
  resultMessage: Schema.Literals(claimOutcomes),
  uniqueEntityId: Schema.String,
  email: Schema.String,
})
export type ClaimRequestResult = typeof ClaimRequestResult.Type

/** Resend the claim mail by the request's UEI and email, or by the claim token of an expired link. */
export const ResendClaimInput = Schema.Struct({
  uniqueEntityId: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String),
  claimToken: Schema.optional(Schema.String),
})
export type ResendClaimInput = typeof ResendClaimInput.Type

export const ClaimTokenQuery = Schema.Struct({ claimToken: Schema.String.check(Schema.isMinLength(1)) })
export const InviteTokenQuery = Schema.Struct({ invite_token: Schema.String.check(Schema.isMinLength(1)) })

/** A link's check answers the names the sign-up form starts with. */
export const LinkNames = Schema.Struct({ firstName: Schema.String, lastName: Schema.String })

/**
 * The claim and invite sign-up forms (spec 01 §5 "Invite and claim sign-up"): password rules and its
 * confirmation, the profile of a company user, a captcha; the headshot comes as a file beside them.
 */
const SignUpFields = {
  ...ProfileInput.fields,
  cellPhone: ProfileInput.fields.cellPhone.schema,
  password: NewPassword,
  passwordConfirmation: Schema.String,
  recaptchaToken: RecaptchaToken,
}
export const ClaimAccountInput = Schema.Struct({ ...SignUpFields, claimToken: Schema.String })
export type ClaimAccountInput = typeof ClaimAccountInput.Type
export const AcceptInviteInput = Schema.Struct({ ...SignUpFields, inviteToken: Schema.String })
export type AcceptInviteInput = typeof AcceptInviteInput.Type
export type SignUpInput = Omit<ClaimAccountInput, "claimToken">

/** Invite User / Edit Invite (spec 01 §5 "Invite form"). */
export const InviteInput = Schema.Struct({
  firstName: MinimumTwo,
  lastName: MinimumTwo,
  email: Schema.String.pipe(
    Schema.decode({
      decode: SchemaGetter.transform((s: string) => s.trim().toLowerCase()),
      encode: SchemaGetter.transform((s: string) => s),
    }),
  ).check(
    Schema.makeFilter((s: string) => isEmail(s), {
      message: accountMessages.inviteEmail,
      code: "invalid_email",
    }),
  ),
})
export type InviteInput = typeof InviteInput.Type

/** A pending invite (spec 01 §3 User invite); the token itself is only ever in the mail. */
export const UserInvite = Schema.Struct({
  userInviteId: Schema.String,
  accountId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  inviteTokenExpiry: Schema.String,
})
export type UserInvite = typeof UserInvite.Type

/** A member as the account's user cards show them (spec 01 §2 "User detail card"). */
export const AccountMember = Schema.Struct({
  id: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  title: Schema.NullOr(Schema.String),
  email: Schema.String,
  unconfirmedEmail: Schema.NullOr(Schema.String),
  timezone: Schema.NullOr(Schema.String),
  cellPhone: Schema.NullOr(Schema.String),
  workPhone: Schema.NullOr(Schema.String),
  workPhoneExt: Schema.NullOr(Schema.String),
  headshot: Schema.NullOr(StoredFile),
  socialMediaAccounts: Schema.Array(SocialMediaAccount),
  userRoles: Schema.Array(UserRole),
})
export type AccountMember = typeof AccountMember.Type

/** One card of the Users page: a member, or a pending invite (`includeUserInvites=true`). */
export const AccountUserEntry = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("user"), user: AccountMember }),
  Schema.Struct({ kind: Schema.Literal("invite"), invite: UserInvite }),
])
export type AccountUserEntry = typeof AccountUserEntry.Type
export const AccountUsersPage = Paginated(AccountUserEntry)
export type AccountUsersPage = typeof AccountUsersPage.Type

export const AccountUsersQuery = Schema.Struct({
  ...PageQuery.fields,
  includeUserInvites: Schema.optional(Schema.Union([Schema.Boolean, Schema.Literals(["true", "false"])])),
})
