import { AppError, type CreateUserInput, type ProfileInput } from "@ignite/contracts"
import { isReservationTaken, reservations, type Tx } from "@ignite/platform"
import { emailScope, type IdentityContext } from "./identity-context"
import { hashPassword } from "./passwords"
import { confirmationTtlMs, type UserCommand } from "./user.decide"

/** A new user as sign-up flows and operators give it: the Register command's fields and a password. */
export type Registration = Omit<Extract<UserCommand, { type: "Register" }>, "type" | "userId" | "tokenId"> & {
  password: string
  actorId?: string
}

/** New users: sign-up flows, operators, the admin bootstrap. */
export const registrationSlice = (identity: IdentityContext) => {
  const { sql, tokens, run, now } = identity

  /**
   * Creates a user inside the caller's transaction, with a password hashed beforehand (hashing takes ~90 ms
   * and must not hold a transaction open). Sign-ups that join an account (claim, invite) run it beside the
   * account's own events, so both happen or neither. A profile and a stored headshot may come along.
   */
  const registerIn = async (
    tx: Tx,
    input: Omit<Registration, "password"> & {
      passwordHash: string
      profile?: ProfileInput
      headshotPath?: string
    },
  ): Promise<{ userId: string }> => {
    const userId = identity.newId()
    const { passwordHash, profile, headshotPath, ...registration } = input
    await reservations.reserve(tx, emailScope, input.email, userId).catch((error: unknown) => {
      throw isReservationTaken(error) ? new AppError("UserAlreadyExists") : error
    })
    await tx.query("insert into user_credentials (user_id, password_hash, confirmed) values ($1, $2, $3)", [
      userId,
      passwordHash,
      input.confirmed,
    ])
    const tokenId = input.confirmed
      ? undefined
      : await tokens.issue(tx, {
          subject: userId,
          purpose: "signup",
          email: input.email,
          expiresAt: new Date(now().getTime() + confirmationTtlMs),
        })
    await run(tx, userId, { type: "Register", userId, ...registration, tokenId }, input.actorId)
    if (profile) await run(tx, userId, { type: "UpdateProfile", profile })
    if (headshotPath) await run(tx, userId, { type: "ChangeHeadshot", path: headshotPath })
    return { userId }
  }

  /** Creates a user with a password. Unconfirmed users get a confirmation mail. */
  const register = async ({ password, ...input }: Registration): Promise<{ userId: string }> => {
    const passwordHash = await hashPassword(password)
    return sql.transaction((tx) => registerIn(tx, { ...input, passwordHash }))
  }

  return {
    register,
    registerIn,
    hashPassword,

    /** Operators: ADMIN_EMAIL + ADMIN_PASSWORD create a confirmed admin once. */
    async ensureAdmin(email: string, password: string) {
      if (await identity.userIdByEmail(sql, email)) return { created: false }
      await register({
        email,
        password,
        firstName: "Site",
        lastName: "Administrator",
        roles: ["admin"],
        confirmed: true,
      })
      return { created: true }
    },

    /** Operators (CLI, REST, tRPC) create users of any role, confirmed unless said otherwise. */
    createUser: (input: CreateUserInput): Promise<{ userId: string }> =>
      register({ ...input, roles: [...input.roles], confirmed: input.confirmed ?? true }),

    /** Whether anyone holds this email (demo data seeds only an empty system). */
    hasAnyUser: async (): Promise<boolean> =>
      (await sql.query("select 1 from user_credentials limit 1")).length > 0,
  }
}
