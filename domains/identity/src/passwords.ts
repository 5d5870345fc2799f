import { hash, verify } from "@node-rs/argon2"

// argon2id (algorithm 2) with OWASP's minimum profile: 19 MiB, 2 iterations, 1 lane (~90 ms here).
const options = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, options)

/** A hash of nothing in particular: verifying against it costs the same as a real check. */
let decoy: Promise<string> | undefined
const decoyHash = () => {
  decoy ??= hashPassword("decoy-password-never-matches")
  return decoy
}

/**
 * Checks a password; with no hash (unknown email) it still spends the same time on a decoy, so the
 * answer's timing does not tell whether the account exists.
 */
export const verifyPassword = async (
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> => {
  if (!passwordHash) {
    await verify(await decoyHash(), password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
