import type { Account, AccountPublic } from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * Company accounts as members and the claim screens read them. Inline: a member reads the name they just
 * saved, and a claimant lands on an account already marked claimed.
 */
export const accountsProjection = defineProjection({
  name: "accounts",
  version: 1,
  mode: "inline",
  tables: {
    accounts: (t) => `create table ${t} (
      id uuid primary key,
      unique_entity_id text not null unique,
      name text not null,
      claimed_by uuid,
      claimed_at timestamptz,
      setup_session_complete boolean not null default false,
      logo_path text,
      registered_at timestamptz not null,
      updated_at timestamptz not null
    )`,
  },
  // many at once in a bulk import: one statement
  batches: {
    AccountRegistered: async (events, { tx, t }) => {
      await tx.query(
        `insert into ${t.accounts} (id, unique_entity_id, name, registered_at, updated_at)
         select (r->>'id')::uuid, r->>'uei', r->>'name', (r->>'at')::timestamptz, (r->>'updated')::timestamptz
         from jsonb_array_elements($1::jsonb) as r
         on conflict (id) do nothing`,
        [
          JSON.stringify(
            events.map(({ data, recordedAt }) => ({
              id: data.accountId,
              uei: data.uniqueEntityId,
              name: data.name,
              at: data.registeredAt,
              updated: recordedAt,
            })),
          ),
        ],
      )
    },
  },
  handlers: {
    AccountRegistryUpdated: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.accounts} set name = $2, updated_at = $3 where id = $1`, [
        data.accountId,
        data.name,
        recordedAt,
      ])
    },
    AccountClaimed: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.accounts} set claimed_by = $2, claimed_at = $3, updated_at = $4 where id = $1`,
        [data.accountId, data.userId, data.claimedAt, recordedAt],
      )
    },
    AccountRenamed: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.accounts} set name = $2, updated_at = $3 where id = $1`, [
        data.accountId,
        data.name,
        recordedAt,
      ])
    },
    AccountSetupSessionCompleted: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.accounts} set setup_session_complete = true, updated_at = $2 where id = $1`,
        [data.accountId, recordedAt],
      )
    },
  },
})

interface AccountRow {
  id: string
  unique_entity_id: string
  name: string
  claimed: boolean
  setup_session_complete: boolean
  logo_path: string | null
}

const accountColumns = `id::text as id, unique_entity_id, name, claimed_by is not null as claimed,
  setup_session_complete, logo_path`

export const findAccount = async (db: Queryable, accountId: string): Promise<Account | undefined> => {
  const [row] = await db.query<AccountRow>(`select ${accountColumns} from accounts where id = $1`, [
    accountId,
  ])
  return (
    row && {
      id: row.id,
      name: row.name,
      uniqueEntityId: row.unique_entity_id,
      logo: row.logo_path ? { path: row.logo_path } : null,
      setupSessionComplete: row.setup_session_complete,
    }
  )
}

/** What anyone may learn from a Unique Entity Id (the claim screen's check). */
export const findAccountByUniqueEntityId = async (
  db: Queryable,
  uniqueEntityId: string,
): Promise<AccountPublic | undefined> => {
  const [row] = await db.query<AccountRow>(
    `select ${accountColumns} from accounts where unique_entity_id = $1`,
    [uniqueEntityId],
  )
  return row && { id: row.id, name: row.name, uniqueEntityId: row.unique_entity_id, claimed: row.claimed }
}
