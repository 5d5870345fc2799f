import type { Tx } from "@ignite/platform"
import type { IdentityContext } from "./identity-context"

/**
 * What identity keeps beside the log about a person, forgotten (issue 22's erasure): their sign-in address
 * (the one-user-per-email reservation and any other reservation they own), their password hash, their mailed
 * links, the throttle counters keyed by their address, the dev mailbox's copies of mail to them, and their
 * sessions' network details; every session is revoked, so whoever holds one of their tokens is out at once.
 * Their events are not touched here: the caller destroys the person's key, which makes their personal fields
 * unreadable in every event. Runs in the caller's transaction, beside the erasure's own event.
 */
export const forgetLoginSlice = (_identity: IdentityContext) => ({
  async forgetLoginIn(tx: Tx, userId: string): Promise<{ emails: string[] }> {
    const emails = (
      await tx.query<{ key: string }>(
        "select key from reservations where scope = 'user-email' and owner = $1",
        [userId],
      )
    ).map((row) => row.key)
    await tx.query("delete from reservations where owner = $1", [userId])
    await tx.query("delete from link_tokens where subject = $1", [userId])
    await tx.query("delete from user_credentials where user_id = $1", [userId])
    await tx.query(
      "update user_sessions set revoked_at = coalesce(revoked_at, now()), ip = null, user_agent = null where user_id = $1",
      [userId],
    )
    if (emails.length > 0) {
      await tx.query("delete from throttle_counters where key = any($1::text[])", [
        emails.map((email) => `signin-email:${email}`),
      ])
      await tx.query("delete from dev_mailbox where to_address = any($1::text[])", [emails])
    }
    return { emails }
  },
})
