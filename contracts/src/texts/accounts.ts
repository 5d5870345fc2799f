/** Texts of company onboarding: claims, invites, the account (spec 01 §2, §5, §8). */
export const accountMessages = {
  invalidUniqueEntityId: "Invalid Unique Entity Id. Please contact our support team ...",
  uniqueEntityIdCheckFailed: "Error validating Unique Entity ID. Please try again.",
  minimumTwo: "Must be a minimum of 2 characters",
  inviteEmail: "Please Enter Valid Email",
  claimProcessed: "Claim Request Processed",
  claimProcessedInfo:
    "We have sent an email with a link to claim the account to the address below. The link works for 3 days.",
  claimInProgress:
    "A claim request for this account is already in progress. Check your email for the claim link, or send it again.",
  claimEmailUnmatched:
    "The email you entered does not match the point of contact the government registry lists for this company.",
  claimAlreadyClaimed: "This company account has already been claimed.",
  claimNextSteps: [
    "Look up your company's point-of-contact email in the government registry (SAM.gov) for this Unique Entity Id.",
    "If the registry's contact is out of date or you cannot reach it, contact our support team.",
    "Try again with the point-of-contact email, or sign in if you already have an account.",
  ],
  claimUserExists: "A user already exists with the email provided.",
  claimRequestProblem: "There was a problem creating your claim request.",
  claimNoCode: "Something went wrong, please try again",
  claimResent: "Claim email has been resent.",
  claimResendFailed: "Failed to resend claim email, please try again.",
  claimed: "Account successfully claimed!",
  invalidClaimToken: "The claim token provided is invalid",
  claimExpired: "The provided claim token has expired",
  claimUnknownError: "Something went wrong; please try again",
  claimRequestFailedTitle: "Claim Request Failed",
  claimConfirmFailedTitle: "Failed to Confirm Claim Request",
  inviteSent: "User invited successfully.",
  inviteSendFailed: "Error sending invite; please try again.",
  inviteUpdated: "User invite updated successfully.",
  inviteUpdateFailed: "Unable to update invite, please try again.",
  inviteResent: "User invite resent successfully.",
  inviteDeleted: "User invite deleted successfully.",
  inviteActionFailed: (action: "resend" | "delete") =>
    `Unable to ${action} user invite, please try again later`,
  inviteConfirm: (action: "resend" | "delete") => `Are you sure you'd like to ${action} this invite?`,
  invited: "Invited",
  inviteExpiredLabel: "Invite Expired",
  invalidInviteToken: "The invite token is invalid.",
  inviteExpired: "This invite token expired.",
  inviteProblem: "There was a problem validating your invite.",
  inviteConfirmFailedTitle: "Failed to Confirm Invite",
  inviteConfirmFailedAdvice: "Please contact your account administrator for a new invite, or sign in.",
  signUpFailed: "Something went wrong, please try again",
  accountCreated: "Account successfully created!",
  accountUpdated: "Account updated successfully.",
  accountUpdateFailed: "Failed to update account, please try again.",
  notAMember: "Only members of this account can do that.",
} as const

export const accountErrors = {
  ClaimRequestAlreadyExists: { status: 409, message: accountMessages.claimInProgress },
  EmailUnmatched: { status: 422, message: accountMessages.claimEmailUnmatched },
  AccountAlreadyClaimed: { status: 409, message: accountMessages.claimAlreadyClaimed },
  InvalidClaimToken: { status: 400, message: accountMessages.invalidClaimToken },
  ClaimPeriodExpired: { status: 400, message: accountMessages.claimExpired },
  InvalidInviteToken: { status: 400, message: accountMessages.invalidInviteToken },
  InvitePeriodExpired: { status: 400, message: accountMessages.inviteExpired },
  InvalidUniqueEntityId: { status: 400, message: accountMessages.invalidUniqueEntityId },
  UniqueEntityIdTaken: { status: 409, message: "An account with this Unique Entity Id already exists." },
  NotAccountMember: { status: 403, message: accountMessages.notAMember },
} as const

/** The outcomes /claim_result renders, by `resultMessage` (spec 01 §2). */
export const claimOutcomes = [
  "ClaimSuccess",
  "ClaimRequestAlreadyExists",
  "EmailUnmatched",
  "AccountAlreadyClaimed",
  "UserAlreadyExists",
] as const
export type ClaimOutcome = (typeof claimOutcomes)[number]
