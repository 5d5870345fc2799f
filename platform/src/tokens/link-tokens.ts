import { createHash, createHmac, randomUUID } from "node:crypto"
import type { Queryable, Tx } from "../sql/sql"

/**
 * Hashed, single-use, expiring tokens for mailed links (confirmation, password reset, claims, invites).
 * The event records only a token id; the token itself is an HMAC of that id under a server secret, so the
 * mail reactor can re-derive it when it sends, and the database holds only its SHA-256. Nothing in the log
 * or the tables lets anyone forge or replay a link.
 */
export const linkTokensMigration = {
  id: "platform/012_link_tokens",
  sql: `create table if not exists link_tokens (
    token_hash text primary key,
    token_id uuid not null unique,
    purpose text not null,
    subject text not null,
    email text,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  );
  create index if not exists link_tokens_subject on link_tokens (subject, purpose)`,
}

export interface TokenKeys {
  tokenFor(tokenId: string): string
}

export const createTokenKeys = (secret: Uint8Array): TokenKeys => {
  const key = createHmac("sha256", secret).update("ignite:mail-link-tokens:v1").digest()
  return { tokenFor: (tokenId) => createHmac("sha256", key).update(tokenId).digest("base64url") }
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex")

export interface IssuedFor {
  /** What the link acts on: a user id, a claim request id, an invite id. */
  readonly subject: string
  readonly purpose: string
  /** The address the link was mailed to. */
  readonly email: string | null
}

export type TokenCheck =
  | ({ readonly status: "valid" } & IssuedFor)
  | ({ readonly status: "expired" } & IssuedFor)
  | { readonly status: "invalid" }

export interface LinkTokens {
  readonly keys: TokenKeys
  /** A new token id for the subject; earlier unused tokens of the same purpose stop working. */
  issue(tx: Tx, issue: IssuedFor & { readonly expiresAt: Date }): Promise<string>
  /** What the token is for, without using it (a screen that checks a link before its form). */
  check(db: Queryable, token: string, purposes: readonly string[], now: Date): Promise<TokenCheck>
  /** Checks and uses the token in the caller's transaction: a second use finds it invalid. */
  consume(tx: Tx, token: string, purposes: readonly string[], now: Date): Promise<TokenCheck>
  /** Every unused token of this purpose for the subject stops working. */
  revoke(tx: Tx, subject: string, purpose: string): Promise<void>
}

export const createLinkTokens = (keys: TokenKeys): LinkTokens => {
  const check = async (
    db: Queryable,
    token: string,
    purposes: readonly string[],
    now: Date,
    lock: boolean,
  ): Promise<TokenCheck> => {
    const rows = await db.query<{
      subject: string
      purpose: string
      email: string | null
      expired: boolean
      used: boolean
    }>(
      `select subject, purpose, email, expires_at < $2 as expired, used_at is not null as used
       from link_tokens where token_hash = $1 ${lock ? "for update" : ""}`,
      [hashToken(token), now],
    )
    const row = rows[0]
    if (!row || row.used || !purposes.includes(row.purpose)) return { status: "invalid" }
    const issued = { subject: row.subject, purpose: row.purpose, email: row.email }
    return row.expired ? { status: "expired", ...issued } : { status: "valid", ...issued }
  }
  const revoke = async (tx: Tx, subject: string, purpose: string) => {
    await tx.query(
      "update link_tokens set used_at = now() where subject = $1 and purpose = $2 and used_at is null",
      [subject, purpose],
    )
  }
  return {
    keys,
    async issue(tx, issue) {
      const tokenId = randomUUID()
      await revoke(tx, issue.subject, issue.purpose)
      await tx.query(
        `insert into link_tokens (token_hash, token_id, purpose, subject, email, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [
          hashToken(keys.tokenFor(tokenId)),
          tokenId,
          issue.purpose,
          issue.subject,
          issue.email,
          issue.expiresAt,
        ],
      )
      return tokenId
    },
    check: (db, token, purposes, now) => check(db, token, purposes, now, false),
    async consume(tx, token, purposes, now) {
      const result = await check(tx, token, purposes, now, true)
      if (result.status === "valid")
        await tx.query("update link_tokens set used_at = $2 where token_hash = $1", [hashToken(token), now])
      return result
    },
    revoke,
  }
}
