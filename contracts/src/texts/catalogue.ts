/**
 * The error catalogue of both specs (spec 01 §8, spec 02 §8), message by message: the spec's words, the
 * text that says them (an export of this folder and its key), the screen that shows it and when.
 * `catalogue.unit.test.ts` holds each to its text and its file; a message the spec adds belongs here.
 * Not exported from the package: it is a record for people and the test, not something a screen reads.
 */
export interface CatalogueMessage {
  readonly spec: "01 §8" | "02 §8"
  /**
   * The spec's words, verbatim. Where the spec names a part ('{email}', '{type}') or gives only the start of
   * a message ('Failed to load listing technology data...'), the part is written `{…}` with what fills it.
   */
  readonly words: string
  /** `export.key` in contracts/src/texts; a message function is called with `args`. */
  readonly text: string
  readonly args?: readonly string[]
  /** The screen or widget that shows it, and how (a notification's severity and time where the spec says). */
  readonly shown: string
  /** What makes it show. */
  readonly when: string
  /** The file that shows it, from the repository's root. */
  readonly file: string
  /**
   * The name `file` knows the text by when it is not `text` (a feature's own name for the contracts' text),
   * and the file that defines that name from `text`.
   */
  readonly via?: { readonly name: string; readonly definedIn: string }
  /** Shown by a screen another branch brings (named here); its file is checked once it exists. */
  readonly landsWith?: string
}

const web = (path: string) => `apps/web/src/${path}`
const session = { definedIn: web("lib/session/messages.ts") }
const listingView = { definedIn: web("features/listings/messages.ts") }
const policies = { definedIn: web("features/policies/messages.ts") }
const storefrontForm = web("features/storefront-edit/components/storefront-edit-form.tsx")
// the form imports the contracts' listingMessages under the listing view's name
const storefrontFormNames = { definedIn: storefrontForm }

export const specCatalogue01: readonly CatalogueMessage[] = [
  // Authorization (401 with error code)
  {
    spec: "01 §8",
    words: "Your session has expired, please sign in again.",
    text: "sessionTexts.sessionExpired",
    shown: "notification, any screen",
    file: web("lib/session/auth-error-outcome.ts"),
    via: { name: "sessionMessages.sessionExpired", ...session },
    when: "a call answers ExpiredToken: signed out, the location remembered",
  },
  {
    spec: "01 §8",
    words: "Please sign in.",
    text: "sessionTexts.pleaseSignIn",
    shown: "notification, any screen",
    file: web("lib/session/auth-error-outcome.ts"),
    via: { name: "sessionMessages.pleaseSignIn", ...session },
    when: "a call answers InvalidToken, MissingToken or DeviseGeneral: signed out",
  },
  {
    spec: "01 §8",
    words: "Please confirm your email.",
    text: "sessionTexts.pleaseConfirm",
    shown: "notification on /confirmation_instructions",
    file: web("lib/session/auth-error-outcome.ts"),
    via: { name: "sessionMessages.pleaseConfirm", ...session },
    when: "a call answers UnconfirmedEmail",
  },
  // Startup
  {
    spec: "01 §8",
    words: "Failed to load user and account data. Please try again",
    text: "sessionTexts.loadUserFailed",
    shown: "notification (danger, 3 s) over the error fallback",
    file: web("lib/session/route-gate.ts"),
    via: { name: "sessionMessages.loadUserFailed", ...session },
    when: "the route gate cannot load the session for a reason other than an authorization code",
  },
  {
    spec: "01 §8",
    words: "Failed to initialize application settings. Please refresh the page",
    text: "appMessages.settingsFailed",
    shown: "notification (danger, 3 s, suppressing later ones); the error fallback in the layout",
    file: web("lib/app-settings.ts"),
    when: "the site settings cannot be loaded as the app starts",
  },
  // Invites
  ...(
    [
      ["User invited successfully.", "inviteSent", "the invite was sent"],
      ["Error sending invite; please try again.", "inviteSendFailed", "sending the invite failed"],
      ["User invite updated successfully.", "inviteUpdated", "the invite was edited"],
      ["Unable to update invite, please try again.", "inviteUpdateFailed", "editing the invite failed"],
    ] as const
  ).map(
    ([words, key, when]): CatalogueMessage => ({
      spec: "01 §8",
      words,
      text: `accountMessages.${key}`,
      shown: "notification from the Invite User / Edit Invite modal (/users)",
      file: web("features/account-users/components/invite-modal.tsx"),
      when,
    }),
  ),
  {
    spec: "01 §8",
    words: "User invite resent successfully.",
    text: "accountMessages.inviteResent",
    shown: "notification on /users",
    file: web("features/account-users/components/confirm-invite-action.tsx"),
    when: "a pending invite was resent after the confirmation",
  },
  {
    spec: "01 §8",
    words: "User invite deleted successfully.",
    text: "accountMessages.inviteDeleted",
    shown: "notification on /users",
    file: web("features/account-users/components/confirm-invite-action.tsx"),
    when: "a pending invite was deleted after the confirmation",
  },
  ...(["resend", "delete"] as const).map(
    (action): CatalogueMessage => ({
      spec: "01 §8",
      words: "Unable to {resend|delete} user invite, please try again later",
      text: "accountMessages.inviteActionFailed",
      args: [action],
      shown: "notification on /users",
      file: web("features/account-users/components/confirm-invite-action.tsx"),
      when: `the invite could not be ${action === "resend" ? "resent" : "deleted"}`,
    }),
  ),
  // Settings
  {
    spec: "01 §8",
    words: "Unable to get user settings. Please try again.",
    text: "identityMessages.settingsLoadFailed",
    shown: "Settings card on /account",
    file: web("features/account/components/settings-card.tsx"),
    when: "the settings cannot be loaded",
  },
  {
    spec: "01 §8",
    words: "Unable to update user settings. Please try again.",
    text: "identityMessages.settingsUpdateFailed",
    shown: "notification from the Settings card on /account",
    file: web("features/account/components/settings-card.tsx"),
    when: "a switch could not be saved",
  },
  // Email
  ...(
    [
      ["Failed to change email, please try again.", "emailChangeFailed", [], "the change could not be sent"],
      [
        "Failed to undo change email. Please try again.",
        "emailChangeUndoFailed",
        [],
        "the pending change could not be undone",
      ],
      [
        "Email confirmation has been sent to {email}",
        "emailChangeSent",
        ["new@agency.gov"],
        "the change was sent",
      ],
      ["Change email has been undone", "emailChangeUndone", [], "the pending change was undone"],
    ] as const
  ).map(
    ([words, key, args, when]): CatalogueMessage => ({
      spec: "01 §8",
      words,
      text: `identityMessages.${key}`,
      args,
      shown: "notification from the Change Email modal (/account)",
      file: web("features/account/components/change-email-modal.tsx"),
      when,
    }),
  ),
  // Password
  {
    spec: "01 §8",
    words: "Failed to change password, please try again.",
    text: "identityMessages.passwordChangeFailed",
    shown: "notification from the Change Password modal (/account)",
    file: web("features/account/components/change-password-modal.tsx"),
    when: "the change failed with anything but a 400 (a 400 shows the server's message)",
  },
  {
    spec: "01 §8",
    words: "Password changed successfully.",
    text: "identityMessages.passwordChanged",
    shown: "notification from the Change Password modal (/account)",
    file: web("features/account/components/change-password-modal.tsx"),
    when: "the password was changed",
  },
  {
    spec: "01 §8",
    words: "Failed to update account, please try again.",
    text: "accountMessages.accountUpdateFailed",
    shown: "notification from the Edit Account modal (/account)",
    file: web("features/account/components/edit-account-modal.tsx"),
    when: "the account could not be renamed",
  },
  {
    spec: "01 §8",
    words: "Failed to update profile, please try again.",
    text: "profileMessages.updateFailed",
    shown: "notification from the Edit Profile modal (/account)",
    file: web("features/account/components/edit-profile-modal.tsx"),
    when: "the profile could not be saved",
  },
  {
    spec: "01 §8",
    words: "Failed to resend claim email, please try again.",
    text: "accountMessages.claimResendFailed",
    shown: "resend form on /claim_result and /confirm_claim",
    file: web("features/onboarding/components/resend-claim-form.tsx"),
    when: "the claim mail could not be sent again",
  },
  {
    spec: "01 §8",
    words: "Claim email has been resent.",
    text: "accountMessages.claimResent",
    shown: "resend form on /claim_result and /confirm_claim",
    file: web("features/onboarding/components/resend-claim-form.tsx"),
    when: "the claim mail was sent again",
  },
  // Terms
  {
    spec: "01 §8",
    words: "Failed to load terms and privacy data. Please try again.",
    text: "policyMessages.loadTermsAndPrivacy",
    shown: "/sign_terms",
    file: web("features/policies/components/terms-signer.tsx"),
    when: "the documents to sign cannot be loaded",
  },
  ...(
    [
      ["signTerms", "the terms"],
      ["signPrivacy", "the privacy statement"],
    ] as const
  ).map(
    ([key, what]): CatalogueMessage => ({
      spec: "01 §8",
      words: "Failed to sign {term or privacy}. Please try again",
      text: `policyMessages.${key}`,
      shown: "notification on /sign_terms",
      file: web("features/policies/components/terms-signer.tsx"),
      via: { name: "signFailedMessage", ...policies },
      when: `agreeing to ${what} failed`,
    }),
  ),
  ...(
    [
      ["Failed to load terms. Please try again.", "loadTerms", "/terms"],
      ["Failed to load privacy statement. Please try again.", "loadPrivacy", "/privacy"],
      ["Failed to load policy. Please try again.", "loadPolicy", "/anti_spam"],
    ] as const
  ).map(
    ([words, key, page]): CatalogueMessage => ({
      spec: "01 §8",
      words,
      text: `policyMessages.${key}`,
      shown: `${page} and the footer's policy modal`,
      file: web("features/policies/components/latest-policy.tsx"),
      via: { name: "loadFailedMessage", ...policies },
      when: "the policy in force cannot be loaded",
    }),
  ),
  // Confirmation
  ...(
    [
      ["The confirmation token is invalid.", "invalidConfirmationToken", "InvalidConfirmationToken"],
      ["This confirmation link has expired.", "confirmationExpired", "ConfirmationPeriodExpired"],
      ["There was a problem confirming your account.", "confirmProblem", "any other code"],
    ] as const
  ).map(
    ([words, key, code]): CatalogueMessage => ({
      spec: "01 §8",
      words,
      text: `identityMessages.${key}`,
      shown: "email confirmation screen (/confirm_email), under 'Failed to Confirm Account'",
      file: web("features/auth/confirm-outcome.ts"),
      when: `the confirmation answers ${code}`,
    }),
  ),
  {
    spec: "01 §8",
    words: "A new confirmation email has been sent.",
    text: "identityMessages.confirmationResent",
    shown: "resend form on /confirmation_instructions and /confirm_email",
    file: web("features/auth/components/resend-confirmation-form.tsx"),
    when: "the confirmation mail was sent again",
  },
  {
    spec: "01 §8",
    words: "Unable to resend confirmation email. Please try again.",
    text: "identityMessages.confirmationResendFailed",
    shown: "resend form on /confirmation_instructions and /confirm_email",
    file: web("features/auth/components/resend-confirmation-form.tsx"),
    when: "the confirmation mail could not be sent again",
  },
  // Password reset
  {
    spec: "01 §8",
    words:
      "If the email provided is in our records, an email will be sent with instructions to reset your password",
    text: "identityMessages.resetRequested",
    shown: "notification (info, 5 s) from /request_password_reset, then /signin",
    file: web("features/auth/components/request-password-reset-form.tsx"),
    when: "any answer but a failure: known and unknown addresses alike",
  },
  {
    spec: "01 §8",
    words: "Something went wrong. Please try again.",
    text: "identityMessages.resetRequestFailed",
    shown: "notification on /request_password_reset",
    file: web("features/auth/components/request-password-reset-form.tsx"),
    when: "the request failed",
  },
  {
    spec: "01 §8",
    words: "Your password has been reset. Please login using your new password.",
    text: "identityMessages.passwordReset",
    shown: "notification (5 s) from /reset_password",
    file: web("features/auth/components/reset-password-form.tsx"),
    when: "the password was reset",
  },
  {
    spec: "01 §8",
    words: "Unable to reset your password. Please try again",
    text: "identityMessages.passwordResetFailed",
    shown: "notification on /reset_password",
    file: web("features/auth/components/reset-password-form.tsx"),
    when: "the reset failed without a message of the server's",
  },
  // Sign in
  {
    spec: "01 §8",
    words: "Failed to sign in, please try again later.",
    text: "identityMessages.signInFailed",
    shown: "notification on /signin",
    file: web("signin/sign-in-page.ts"),
    when: "sign-in failed and the server said nothing to show",
  },
  // Invite codes
  ...(
    [
      ["The invite token is invalid.", "invalidInviteToken", "InvalidInviteToken"],
      ["This invite token expired.", "inviteExpired", "InvitePeriodExpired"],
      ["There was a problem validating your invite.", "inviteProblem", "any other code"],
    ] as const
  ).map(
    ([words, key, code]): CatalogueMessage => ({
      spec: "01 §8",
      words,
      text: `accountMessages.${key}`,
      shown: "/accept_invite, under 'Failed to Confirm Invite'",
      file: web("features/onboarding/link-checks.ts"),
      when: `the invite check answers ${code}`,
    }),
  ),
  {
    spec: "01 §8",
    words: "Something went wrong, please try again",
    text: "accountMessages.signUpFailed",
    shown: "notification on /invite_signup and /claim_signup",
    file: web("features/onboarding/components/sign-up-form.tsx"),
    when: "the sign-up failed without a field to point at",
  },
  {
    spec: "01 §8",
    words: "Account successfully created!",
    text: "accountMessages.accountCreated",
    shown: "notification after /invite_signup",
    file: web("features/onboarding/sign-up.ts"),
    when: "the invited user signed up",
  },
  // Claim
  ...(
    [
      ["The claim token provided is invalid", "invalidClaimToken", "InvalidClaimToken"],
      ["The provided claim token has expired", "claimExpired", "ClaimPeriodExpired (with the resend form)"],
      ["Something went wrong; please try again", "claimUnknownError", "UnknownError or any other code"],
    ] as const
  ).map(
    ([words, key, code]): CatalogueMessage => ({
      spec: "01 §8",
      words,
      text: `accountMessages.${key}`,
      shown: "/confirm_claim",
      file: web("features/onboarding/link-checks.ts"),
      when: `the claim check answers ${code}`,
    }),
  ),
  {
    spec: "01 §8",
    words: "Something went wrong, please try again",
    text: "accountMessages.claimNoCode",
    shown: "/claim_result",
    file: web("features/onboarding/claim-request.ts"),
    when: "the claim request failed without a code",
  },
  {
    spec: "01 §8",
    words: "Account successfully claimed!",
    text: "accountMessages.claimed",
    shown: "notification after /claim_signup",
    file: web("features/onboarding/sign-up.ts"),
    when: "the claimant signed up",
  },
  // Headshot
  {
    spec: "01 §8",
    words: "Something went wrong while processing image, please try again later",
    text: "profileMessages.headshotFailed",
    shown: "notification (error, 3 s) from the image uploader",
    file: web("ui/image-upload/components/image-uploader.tsx"),
    via: { name: "processingFailedNotification", definedIn: web("ui/image-upload/messages.ts") },
    when: "a chosen picture cannot be read or cropped",
  },
  {
    spec: "01 §8",
    words: "Unable to get user data, please try again later",
    text: "identityMessages.userDataLoadFailed",
    shown: "/account and /users",
    file: web("features/account/components/account-page.tsx"),
    when: "the signed-in user cannot be loaded",
  },
  {
    spec: "01 §8",
    words: "Error retrieving gov user. Please try again.",
    text: "govUserMessages.govUserLoadFailed",
    shown: "/gov/users/{id}",
    file: web("features/govusers/components/gov-user-profile.tsx"),
    when: "the government user cannot be loaded",
  },
]

export const specCatalogue02: readonly CatalogueMessage[] = [
  // Listing
  {
    spec: "02 §8",
    words: "Unable to get listing data; please try again later",
    text: "listingMessages.loadFailed",
    shown: "/ignite/listings/{id}",
    file: web("features/listings/components/listing-page.tsx"),
    via: { name: "listingViewMessages.loadFailed", ...listingView },
    when: "the listing cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Failed to load primary contact data. Please try again.",
    text: "listingMessages.primaryContactLoadFailed",
    shown: "notification (danger, 3 s) from the Primary Contact card of the storefront tab",
    file: web("features/listings/components/primary-contact-card.tsx"),
    via: { name: "listingViewMessages.primaryContactLoadFailed", ...listingView },
    when: "the point of contact cannot be loaded for a reason other than NoUserPointOfContact",
  },
  {
    spec: "02 §8",
    words: "No Point of Contact Data",
    text: "listingMessages.noPointOfContact",
    shown: "Primary Contact card of the storefront tab",
    file: web("features/listings/components/primary-contact-card.tsx"),
    via: { name: "listingViewMessages.noPointOfContact", ...listingView },
    when: "the listing names no point of contact, or the server answers NoUserPointOfContact",
  },
  {
    spec: "02 §8",
    words: "Error loading data",
    text: "listingMessages.pointOfContactLoadFailed",
    shown: "Primary Contact card of the storefront tab",
    file: web("features/listings/components/primary-contact-card.tsx"),
    via: { name: "listingViewMessages.pointOfContactLoadFailed", ...listingView },
    when: "the point of contact cannot be loaded for any other reason",
  },
  ...(
    [
      ["business classifications", "businessClassificationsLoadFailed"],
      ["technology", "technologyLoadFailed"],
      ["social media", "socialMediaLoadFailed"],
    ] as const
  ).map(
    ([list, key]): CatalogueMessage => ({
      spec: "02 §8",
      words: `Failed to load listing ${list} data{…}`,
      text: `listingMessages.${key}`,
      shown: "notification (danger, 3 s) on /storefront/{id}/edit; the form still works",
      file: storefrontForm,
      via: { name: `listingViewMessages.${key}`, ...storefrontFormNames },
      when: `the ${list} the listing chooses from cannot be loaded`,
    }),
  ),
  {
    spec: "02 §8",
    words: "Failed to load listing NAICS code data{…}",
    text: "listingMessages.naicsCodesLoadFailed",
    shown: "notification (danger, 3 s) from the NAICS Codes field of /storefront/{id}/edit",
    file: web("features/storefront-edit/components/naics-codes-field.tsx"),
    when: "the NAICS codes cannot be searched, or the listing's own cannot be named",
  },
  // Publish
  ...(
    [
      ["Failed to publish listing. Please try again", "publishFailed", "publishing failed"],
      ["Failed to unpublish listing. Please try again", "unpublishFailed", "unpublishing failed"],
      ["Successfully published listing.", "published", "the listing was published"],
      ["Successfully unpublished listing.", "unpublished", "the listing was unpublished"],
    ] as const
  ).map(
    ([words, key, when]): CatalogueMessage => ({
      spec: "02 §8",
      words,
      text: `listingMessages.${key}`,
      shown: "notification from the status bar of the owner's listing view",
      file: web("features/listings/components/status-bar.tsx"),
      via: { name: `listingViewMessages.${key}`, ...listingView },
      when,
    }),
  ),
  {
    spec: "02 §8",
    words: "Failed to change listing visibility. Please try again",
    text: "listingMessages.visibilityFailed",
    shown: "notification from the VISION-only toggle of the owner's listing view",
    file: web("features/listings/components/vision-only-toggle.tsx"),
    via: { name: "listingViewMessages.visibilityFailed", ...listingView },
    when: "the visibility could not be changed",
  },
  ...(
    [
      ["visibleToEveryone", "everyone"],
      ["visibleToVisionOnly", "VISION users only"],
    ] as const
  ).map(
    ([key, who]): CatalogueMessage => ({
      spec: "02 §8",
      words: "{success text for everyone or VISION users only (exact text not shown)}",
      text: `listingMessages.${key}`,
      shown: "notification from the VISION-only toggle of the owner's listing view",
      file: web("features/listings/components/vision-only-toggle.tsx"),
      via: { name: `listingViewMessages.${key}`, ...listingView },
      when: `the listing is now visible to ${who}`,
    }),
  ),
  // Artifacts
  ...(
    [
      ["services", "service"],
      ["Use Cases", "use_case"],
      ["products", "product"],
    ] as const
  ).map(
    ([words, kind]): CatalogueMessage => ({
      spec: "02 §8",
      words: `Error loading ${words}{…}`,
      text: "artifactMessages.loadError",
      args: [kind],
      shown: `the listing view's ${words} tab (spec 02 §2 adds ' - please reload')`,
      file: web("features/listings/artifacts/components/artifacts-tab.tsx"),
      when: "the tab's page cannot be loaded",
    }),
  ),
  {
    spec: "02 §8",
    words: "Error loading awards",
    text: "listingMessages.awardsLoadFailed",
    shown: "the listing view's Awards tab",
    file: web("features/listings/components/awards-tab.tsx"),
    via: { name: "listingViewMessages.awardsLoadFailed", ...listingView },
    when: "the awards cannot be loaded",
  },
  ...(
    [
      ["Service deleted", "service"],
      ["Use Case deleted", "use_case"],
      ["Product deleted", "product"],
    ] as const
  ).map(
    ([words, kind]): CatalogueMessage => ({
      spec: "02 §8",
      words,
      text: "artifactMessages.deleted",
      args: [kind],
      shown: "notification from an artifact card's Remove",
      file: web("features/listings/artifacts/components/artifacts-tab.tsx"),
      when: "the artifact was removed after the confirmation",
    }),
  ),
  {
    spec: "02 §8",
    words: "Could not delete {X} - please reload and try again",
    text: "artifactMessages.deleteFailed",
    args: ["service"],
    shown: "notification from an artifact card's Remove",
    file: web("features/listings/artifacts/components/artifacts-tab.tsx"),
    when: "the artifact could not be removed",
  },
  {
    spec: "02 §8",
    words: "Unsupported listing artifact of type {type}",
    text: "artifactMessages.unsupported",
    args: ["brochure"],
    shown: "the artifact details modal",
    file: web("features/listings/artifacts/components/artifact-details-modal.tsx"),
    when: "the address names an artifactType the listing has none of",
  },
  {
    spec: "02 §8",
    words: "Unable to get {type} data; please try again later",
    text: "artifactMessages.unableToGet",
    args: ["service"],
    shown: "the artifact details modal",
    file: web("features/listings/artifacts/components/artifact-details-modal.tsx"),
    when: "the artifact cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Unable to get {type} data; please try again later",
    text: "artifactMessages.unableToGet",
    args: ["award"],
    shown: "the award modal of the Awards tab",
    file: web("features/listings/components/award-modal.tsx"),
    via: { name: "listingViewMessages.awardLoadFailed", ...listingView },
    when: "the award cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Failed to populate {type}. Please try again later",
    text: "artifactMessages.populateFailed",
    args: ["technology types"],
    shown: "notification (danger, 3 s) from the artifact create/edit modal",
    file: web("features/listings/artifacts/components/artifact-step.tsx"),
    when: "the technology types to choose from cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Failed to retrieve social media data. Please try again",
    text: "profileMessages.socialMediaTypesFailed",
    shown: "notification (danger, 3 s) from the social accounts of Edit Profile and the sign-up forms",
    file: web("ui/profile-form/social-accounts-field.tsx"),
    when: "the social media types cannot be loaded; the field keeps the bundled edition",
  },
  {
    spec: "02 §8",
    words: "Unable to load data for listing {artifact} - please reload and try again.",
    text: "artifactMessages.unableToLoad",
    args: ["service"],
    shown: "the artifact edit modal",
    file: web("features/listings/artifacts/components/artifact-form-modal.tsx"),
    when: "the artifact to edit cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Unable to submit {method} listing {artifact} form at the moment, please try again later.",
    text: "artifactMessages.unableToSubmit",
    args: ["create", "service"],
    shown: "notification from the artifact create/edit modal",
    file: web("features/listings/artifacts/components/artifact-form-modal.tsx"),
    when: "the form could not be sent",
  },
  {
    spec: "02 §8",
    words: "Successfully submitted listing {artifact}",
    text: "artifactMessages.submitted",
    args: ["service"],
    shown: "notification from the artifact create/edit modal",
    file: web("features/listings/artifacts/components/artifact-form-modal.tsx"),
    when: "the artifact was saved",
  },
  // Chat
  {
    spec: "02 §8",
    words: "Error sending message. Please try again.",
    text: "chatMessages.sendFailed",
    shown: "alert in the start-chat modal",
    file: web("ui/start-chat/start-chat-modal.tsx"),
    when: "the first message could not be sent",
  },
  {
    spec: "02 §8",
    words: "Error initiating chat. Please refresh.",
    text: "startChatTexts.initiateFailed",
    shown: "the start-chat button's tooltip (storefront, government user profile)",
    file: web("ui/start-chat/start-chat-button.tsx"),
    when: "whether a conversation exists cannot be learned",
  },
  {
    spec: "02 §8",
    words: "Error loading messages ...",
    text: "chatMessages.loadFailed",
    shown: "the message list on /chat",
    file: web("features/chat/components/message-list.tsx"),
    when: "older messages cannot be loaded (extending error)",
  },
  {
    spec: "02 §8",
    words: "Error pausing chat thread. Please try again.",
    text: "chatMessages.pauseFailed",
    shown: "notification from the chat header's pause control",
    file: web("features/chat/hooks/use-thread-actions.ts"),
    when: "the conversation could not be paused",
  },
  {
    spec: "02 §8",
    words: "Error unpausing chat thread. Please try again.",
    text: "chatMessages.unpauseFailed",
    shown: "notification from the chat header's pause control",
    file: web("features/chat/hooks/use-thread-actions.ts"),
    when: "the conversation could not be unpaused",
  },
  // Widgets
  {
    spec: "02 §8",
    words: "Something went wrong while processing image, please try again later",
    text: "profileMessages.headshotFailed",
    shown: "notification (error, 3 s) from the image uploader (logos, headshots)",
    file: web("ui/image-upload/components/image-uploader.tsx"),
    via: { name: "processingFailedNotification", definedIn: web("ui/image-upload/messages.ts") },
    when: "a chosen picture cannot be read or cropped",
  },
  {
    spec: "02 §8",
    words: "Failed to get user data. Please try again",
    text: "listingMessages.pointOfContactUsersFailed",
    shown: "notification (danger, 3 s) and the Point of Contact select of /storefront/{id}/edit",
    file: storefrontForm,
    via: { name: "listingViewMessages.pointOfContactUsersFailed", ...storefrontFormNames },
    when: "the account's users to choose the point of contact from cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Error loading data...",
    text: "listingMessages.dropdownLoadFailed",
    shown: "inline in the storefront form's dropdowns",
    file: storefrontForm,
    via: { name: "listingViewMessages.dropdownLoadFailed", ...storefrontFormNames },
    when: "a dropdown's options cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "No matches...",
    text: "mapsMessages.noMatches",
    shown: "the address search's suggestions",
    file: web("ui/address-search/components/address-line-field.tsx"),
    when: "the address search finds nothing for what was typed",
  },
  {
    spec: "02 §8",
    words: "{filter restore failure naming the type (text not shown)}",
    text: "searchMessages.restoreFailed",
    args: ["technology types"],
    shown: "the marketplace search's filter panels, under the multi-select",
    file: web("features/search/components/search-filter-panels.tsx"),
    via: { name: "searchPageMessages.restoreFailed", definedIn: web("features/search/messages.ts") },
    when: "the chosen ids in the address cannot be named (naics codes, technology types, classifications)",
  },
  // App
  {
    spec: "02 §8",
    words: "Failed to initialize application settings. Please refresh the page",
    text: "appMessages.settingsFailed",
    shown: "notification (danger, 3 s, suppressing later ones); the error fallback in the layout",
    file: web("lib/app-settings.ts"),
    when: "the site settings cannot be loaded as the app starts",
  },
  // Analytics
  {
    spec: "02 §8",
    words: "Error retrieving response rate data. Please try again.",
    text: "analyticsMessages.responseRateFailed",
    shown: "the response-rate card of /admin/analytics",
    file: web("features/analytics/components/response-rate-card.tsx"),
    when: "the response rate cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Error loading {…} Statistic Data",
    text: "statisticLoadFailed",
    args: ["SBC Timeline"],
    shown: "a chart card of /admin/analytics",
    file: web("features/analytics/components/statistic-card.tsx"),
    when: "the card's statistic cannot be loaded",
  },
  {
    spec: "02 §8",
    words: "Error occurred while loading results",
    text: "analyticsMessages.resultsFailed",
    shown: "in place of a chart of /admin/analytics",
    file: web("features/analytics/components/statistic-card.tsx"),
    when: "a chart's results cannot be loaded",
  },
]

export const specCatalogue: readonly CatalogueMessage[] = [...specCatalogue01, ...specCatalogue02]
