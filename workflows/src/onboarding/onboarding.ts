import {
  type AcceptInviteInput,
  AppError,
  type ClaimAccountInput,
  identityMessages,
  mismatchCode,
  passwordsMatch,
  type SignUpInput,
} from "@ignite/contracts"
import type { AccountsService } from "@ignite/domain-accounts"
import type { IdentityService, SessionGrant } from "@ignite/domain-identity"
import type { Sql, Tx } from "@ignite/platform"

/**
 * Sign-ups that bring a company user into an account span two domains: identity creates the user,
 * accounts completes the claim or accepts the invite. Both run in one transaction, so a claim link used
 * five times at once, or two claimants racing for one account, leave exactly one owner: the link is
 * consumed under a row lock, the account's stream takes one claim, and the losers roll back whole.
 */
export const createOnboarding = (deps: {
  sql: Sql
  identity: IdentityService
  accounts: AccountsService
}) => {
  const { sql, identity, accounts } = deps

  /** What both forms share: the password pair, the profile, an optional headshot stored before the transaction. */
  const prepare = async (input: SignUpInput, headshot: Uint8Array | undefined) => {
    if (!passwordsMatch(input.password, input.passwordConfirmation))
      throw new AppError("ValidationFailed", identityMessages.passwordsMustMatch, [
        { path: "passwordConfirmation", message: identityMessages.passwordsMustMatch, code: mismatchCode },
      ])
    const { password, passwordConfirmation: _confirmation, recaptchaToken: _captcha, ...profile } = input
    return {
      passwordHash: await identity.hashPassword(password),
      headshotPath: headshot ? await identity.storeHeadshot(headshot) : undefined,
      profile,
    }
  }

  /** The sign-up's transaction; a headshot stored for it goes when it fails (a used link, a lost race). */
  const withHeadshot = async <T>(prepared: { headshotPath?: string }, work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      if (prepared.headshotPath) await identity.discardHeadshot(prepared.headshotPath)
      throw error
    }
  }

  const newUser = (
    person: { email: string },
    prepared: Awaited<ReturnType<typeof prepare>>,
    accountId: string,
  ) => ({
    email: person.email,
    firstName: prepared.profile.firstName,
    lastName: prepared.profile.lastName,
    title: prepared.profile.title,
    timezone: prepared.profile.timezone,
    roles: ["ignite" as const],
    accountId,
    // the mailed link proved the address
    confirmed: true,
    passwordHash: prepared.passwordHash,
    profile: prepared.profile,
    headshotPath: prepared.headshotPath,
  })

  /**
   * A sign-up through a mailed link that joins an account: the link is opened (consumed under a row lock),
   * the user registered, the link's step completed, in one transaction; then the new user is signed in.
   */
  const signUpThrough = async <Link extends { email: string; accountId: string }>(
    input: SignUpInput,
    headshot: Uint8Array | undefined,
    client: { ip: string; userAgent?: string },
    link: {
      open: (tx: Tx) => Promise<Link>
      complete: (tx: Tx, opened: Link, userId: string) => Promise<unknown>
    },
  ): Promise<SessionGrant> => {
    const prepared = await prepare(input, headshot)
    const userId = await withHeadshot(prepared, () =>
      sql.transaction(async (tx) => {
        const opened = await link.open(tx)
        const { userId } = await identity.registerIn(tx, newUser(opened, prepared, opened.accountId))
        await link.complete(tx, opened, userId)
        return userId
      }),
    )
    return identity.openSession(userId, client)
  }

  return {
    /** /claim_signup: the claimant becomes a user, the account's owner and first member; signed in. */
    claimAccount: (
      input: ClaimAccountInput,
      headshot: Uint8Array | undefined,
      client: { ip: string; userAgent?: string },
    ) =>
      signUpThrough(input, headshot, client, {
        open: (tx) => accounts.openClaimIn(tx, input.claimToken),
        complete: (tx, claim, userId) => accounts.completeClaimIn(tx, claim, userId),
      }),

    /** /invite_signup: the invitee becomes a user and a member of the inviting account; signed in. */
    acceptInvite: (
      input: AcceptInviteInput,
      headshot: Uint8Array | undefined,
      client: { ip: string; userAgent?: string },
    ) =>
      signUpThrough(input, headshot, client, {
        open: (tx) => accounts.openInviteIn(tx, input.inviteToken),
        complete: (tx, invite, userId) => accounts.acceptInviteIn(tx, invite, userId),
      }),
  }
}

export type Onboarding = ReturnType<typeof createOnboarding>
