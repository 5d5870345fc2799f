import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto"
import type { Queryable } from "../sql/sql"

/**
 * Crypto-shredding: the log is append-only, yet personal data must be erasable. Fields a writer marks as
 * personal are sealed with a key per data subject (AES-256-GCM) before they enter an event; erasing the
 * subject deletes the key, and from then on those fields read back as null everywhere, in every replay.
 */
export interface PersonalFields {
  /** Whose data it is, usually the user id. */
  readonly subject: string
  /** Top-level keys of the event data to seal. */
  readonly fields: readonly string[]
}

interface SealedEnvelope {
  readonly s: string
  readonly iv: string
  readonly tag: string
  readonly ct: string
}

export const personalDataMigration = {
  id: "platform/003_personal_data_keys",
  sql: `create table personal_data_keys (
    subject text primary key,
    key bytea not null,
    created_at timestamptz not null default now()
  )`,
}

const cacheTtlMs = 60_000

export interface PersonalDataVault {
  seal(db: Queryable, data: unknown, personal: PersonalFields | undefined): Promise<unknown>
  /** Makes sure these subjects have keys, in one round trip (before sealing a bulk append's events). */
  prepare(db: Queryable, subjects: readonly string[]): Promise<void>
  /** Opens every sealed envelope among the given payloads with one key lookup. */
  openAll(db: Queryable, payloads: unknown[]): Promise<unknown[]>
  erase(db: Queryable, subject: string): Promise<void>
}

const isObject = (u: unknown): u is Record<string, unknown> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

export const createPersonalDataVault = (): PersonalDataVault => {
  // Keys are cached briefly: an erasure in another process takes effect here within a minute.
  const cache = new Map<string, { key: Buffer | null; at: number }>()

  const keysFor = async (db: Queryable, subjects: string[], create: boolean) => {
    const now = Date.now()
    const missing = subjects.filter((s) => {
      const hit = cache.get(s)
      return !hit || now - hit.at > cacheTtlMs || (create && hit.key === null)
    })
    if (missing.length > 0) {
      if (create)
        await db.query(
          `insert into personal_data_keys (subject, key)
           select s, decode(k, 'hex') from unnest($1::text[], $2::text[]) as x(s, k)
           on conflict (subject) do nothing`,
          [missing, missing.map(() => randomBytes(32).toString("hex"))],
        )
      const rows = await db.query<{ subject: string; key: Uint8Array }>(
        "select subject, key from personal_data_keys where subject = any($1::text[])",
        [missing],
      )
      const found = new Map(rows.map((row) => [row.subject, Buffer.from(row.key)]))
      for (const subject of missing) cache.set(subject, { key: found.get(subject) ?? null, at: now })
    }
    return (subject: string) => cache.get(subject)?.key ?? null
  }

  return {
    async prepare(db, subjects) {
      if (subjects.length > 0) await keysFor(db, [...new Set(subjects)], true)
    },
    async seal(db, data, personal) {
      if (!personal || !isObject(data)) return data
      const plain: Record<string, unknown> = {}
      const secret: Record<string, unknown> = {}
      for (const [name, value] of Object.entries(data))
        (personal.fields.includes(name) ? secret : plain)[name] = value
      if (Object.keys(secret).length === 0) return data
      const key = (await keysFor(db, [personal.subject], true))(personal.subject)!
      const iv = randomBytes(12)
      const cipher = createCipheriv("aes-256-gcm", key, iv)
      const ct = Buffer.concat([cipher.update(JSON.stringify(secret), "utf8"), cipher.final()])
      const envelope: SealedEnvelope = {
        s: personal.subject,
        iv: iv.toString("base64"),
        tag: cipher.getAuthTag().toString("base64"),
        ct: ct.toString("base64"),
      }
      return { ...plain, $personal: { ...envelope, fields: Object.keys(secret) } }
    },
    async openAll(db, payloads) {
      const sealed = payloads.filter(
        (p): p is Record<string, unknown> => isObject(p) && isObject(p.$personal),
      )
      if (sealed.length === 0) return payloads
      const keyOf = await keysFor(
        db,
        [...new Set(sealed.map((p) => (p.$personal as SealedEnvelope).s))],
        false,
      )
      return payloads.map((payload) => {
        if (!isObject(payload) || !isObject(payload.$personal)) return payload
        const { $personal, ...plain } = payload
        const envelope = $personal as unknown as SealedEnvelope & { fields: string[] }
        const key = keyOf(envelope.s)
        if (!key)
          return { ...plain, ...Object.fromEntries(envelope.fields.map((f) => [f, null])), $erased: true }
        const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(envelope.iv, "base64"))
        decipher.setAuthTag(Buffer.from(envelope.tag, "base64"))
        const json = Buffer.concat([
          decipher.update(Buffer.from(envelope.ct, "base64")),
          decipher.final(),
        ]).toString("utf8")
        return { ...plain, ...(JSON.parse(json) as Record<string, unknown>) }
      })
    },
    async erase(db, subject) {
      await db.query("delete from personal_data_keys where subject = $1", [subject])
      cache.set(subject, { key: null, at: Date.now() })
    },
  }
}
