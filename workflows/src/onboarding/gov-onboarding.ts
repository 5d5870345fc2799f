import {
  AppError,
  type GovProfileInput,
  type GovProfileUpdateInput,
  type GovSignUpUser,
  govUserMessages,
  identityMessages,
  isAppError,
  mismatchCode,
  passwordsMatch,
  type VisionUserData,
} from "@ignite/contracts"
import type { GovUsersService } from "@ignite/domain-govusers"
import type { IdentityService, SessionGrant } from "@ignite/domain-identity"
import type { Sql } from "@ignite/platform"

/** Field problems of the profile decider, pointed at where a form sends the field. */
const under = async <T>(prefix: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work()
  } catch (error) {
    if (!isAppError(error) || !error.details?.length || !prefix) throw error
    throw new AppError(
      error.code,
      error.message,
      error.details.map((detail) =>
        detail.path.startsWith("technologyTypes") ? detail : { ...detail, path: `${prefix}.${detail.path}` },
      ),
      error.status,
    )
  }
}

/**
 * Government sign-up and profile edits span two domains: identity holds the login, names, title and time
 * zone; govusers the government profile and the VISION link. Both run in one transaction, so a profile that
 * breaks a rule leaves no user behind, and a taken email leaves no profile.
 */
export const createGovOnboarding = (deps: {
  sql: Sql
  identity: IdentityService
  govUsers: GovUsersService
  emailHasUser: (db: Sql, email: string) => Promise<boolean>
}) => {
  const { sql, identity, govUsers } = deps

  /** The partner's person a token names, bound to the email it was minted for. */
  const visionPersonFor = async (token: string, email: string): Promise<VisionUserData> => {
    const person = await govUsers.vision.open(token)
    if (person.email !== email.trim().toLowerCase())
      throw new AppError("InvalidVisionToken", govUserMessages.visionTokenForeign)
    return person
  }

  return {
    /**
     * /gov_user (spec 01 §5 "Government sign-up"): a partner token stands in for the allow check and, when
     * VISION vouches for the address, for the confirmation mail; otherwise the address must pass the allow
     * list and is confirmed by mail. Signed in either way; the gates take the user to confirmation and terms.
     */
    async signUp(
      form: GovSignUpUser,
      headshot: Uint8Array | undefined,
      client: { ip: string; userAgent?: string },
    ): Promise<SessionGrant> {
      if (!passwordsMatch(form.password, form.confirmPassword))
        throw new AppError("ValidationFailed", identityMessages.passwordsMustMatch, [
          { path: "confirmPassword", message: identityMessages.passwordsMustMatch, code: mismatchCode },
        ])
      if (form.unclassifiedAffirmed !== true)
        throw new AppError("ValidationFailed", govUserMessages.unclassifiedRequired, [
          { path: "unclassifiedAffirmed", message: govUserMessages.unclassifiedRequired },
        ])
      const vision = form.encryptedVisionUserData
        ? await visionPersonFor(form.encryptedVisionUserData, form.email)
        : undefined
      if (!vision && !(await govUsers.checkEmail(form.email)).allowed)
        throw new AppError("EmailNotAllowed", govUserMessages.emailNotAllowed, [
          { path: "email", message: govUserMessages.emailNotAllowed },
        ])
      const passwordHash = await identity.hashPassword(form.password)
      const headshotPath = headshot ? await identity.storeHeadshot(headshot) : undefined
      const known = await govUsers.knownLists()
      const {
        email,
        firstName,
        lastName,
        title,
        timezone,
        password: _password,
        confirmPassword: _confirmation,
        encryptedVisionUserData: _token,
        redirectTo,
        unclassifiedAffirmed: _affirmed,
        ...profile
      } = form
      try {
        const userId = await sql.transaction(async (tx) => {
          const { userId } = await identity.registerIn(tx, {
            email,
            firstName,
            lastName,
            title,
            timezone,
            roles: ["gov"],
            confirmed: vision?.emailValid === true,
            passwordHash,
            headshotPath,
            redirectTo,
          })
          await govUsers.saveProfileIn(tx, userId, profile satisfies GovProfileInput, known)
          if (vision) await govUsers.linkVisionIn(tx, userId, vision)
          return userId
        })
        return identity.openSession(userId, client)
      } catch (error) {
        if (vision && isAppError(error) && error.code === "UserAlreadyExists")
          throw new AppError("UserAlreadyExists", govUserMessages.visionUserExists)
        throw error
      }
    },

    /** Edit Profile for role gov: identity's part and the government part, together or not at all. */
    async updateProfile(userId: string, input: GovProfileUpdateInput): Promise<void> {
      const { govUserExtendedDataAttributes, technologyTypes, ...person } = input
      const known = await govUsers.knownLists()
      await under("govUserExtendedDataAttributes", () =>
        sql.transaction(async (tx) => {
          await identity.updateProfileIn(tx, userId, person)
          await govUsers.saveProfileIn(
            tx,
            userId,
            { ...govUserExtendedDataAttributes, technologyTypes },
            known,
          )
        }),
      )
    },

    visionPersonFor,

    /** Whether a token's email has a user, and whether that user is linked to the token's person. */
    async visionStatus(
      token: string,
    ): Promise<{ userExists: boolean; linked: boolean; person: VisionUserData }> {
      const person = await govUsers.vision.open(token)
      const linkedUserId = await govUsers.linkedUserOf(person.visionUserId)
      const userExists = linkedUserId !== undefined || (await deps.emailHasUser(sql, person.email))
      return { userExists, linked: linkedUserId !== undefined, person }
    },

    /** An existing government user connects their VISION person (the token must name their email). */
    async linkExistingUser(userId: string, email: string, token: string): Promise<void> {
      const person = await visionPersonFor(token, email)
      await sql.transaction((tx) => govUsers.linkVisionIn(tx, userId, person))
    },
  }
}

export type GovOnboarding = ReturnType<typeof createGovOnboarding>
