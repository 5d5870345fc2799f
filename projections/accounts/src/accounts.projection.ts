import {
  type Account,
  type AccountPublic,
  type AdminAccountsPage,
  type PageRequest,
  type PaymentStatus,
  paginate,
} from "@ignite/contracts"
import { defineProjection, type Queryable, stampedUpdate } from "@ignite/platform"

const updateAccount = stampedUpdate("accounts", (data: { accountId: string }) => data.accountId)

/**
 * Company accounts as members and the claim screens read them. Inline: a member reads the name they just
 * saved, and a claimant lands on an account already marked claimed.
 */
export const accountsProjection = defineProjection({
  name: "accounts",
  // 2: the payment status, for the admins' accounts list
  version: 2,
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
      payment_status text not null default 'none',
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
    AccountRegistryUpdated: (event, ctx) => updateAccount(ctx, event, { name: event.data.name }),
    AccountClaimed: (event, ctx) =>
      updateAccount(ctx, event, { claimed_by: event.data.userId, claimed_at: event.data.claimedAt }),
    AccountRenamed: (event, ctx) => updateAccount(ctx, event, { name: event.data.name }),
    AccountPaymentStatusSet: (event, ctx) => updateAccount(ctx, event, { payment_status: event.data.status }),
    AccountSetupSessionCompleted: (event, ctx) => updateAccount(ctx, event, { setup_session_complete: true }),
  },
})

interface AccountRow {
  id: string
  unique_entity_id: string
  name: string
  claimed: boolean
  setup_session_complete: boolean
  logo_path: string | null
  payment_status: PaymentStatus
}

const accountColumns = `id::text as id, unique_entity_id, name, claimed_by is not null as claimed,
  setup_session_complete, logo_path, payment_status`

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

/** LIKE's wildcards taken literally: a search for "50%" finds names with "50%". */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The admins' accounts list: by name, a page at a time, narrowed by part of the name or the UEI. */
export const adminAccountsPage = async (
  db: Queryable,
  request: PageRequest & { search?: string | undefined },
): Promise<AdminAccountsPage> => {
  const search = request.search?.trim() ?? ""
  const where = search ? "where name ilike $1 or unique_entity_id ilike $1" : "where $1::text is null"
  const parameter = search ? likePattern(search) : null
  const [counted] = await db.query<{ n: number }>(`select count(*)::int8 as n from accounts ${where}`, [
    parameter,
  ])
  const pagination = paginate(Number(counted?.n ?? 0), request)
  const rows = await db.query<AccountRow>(
    `select ${accountColumns} from accounts ${where} order by name, id limit $2 offset $3`,
    [parameter, request.perPage, pagination.offset],
  )
  const { offset: _offset, ...page } = pagination
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      uniqueEntityId: row.unique_entity_id,
      claimed: row.claimed,
      paymentStatus: row.payment_status,
    })),
    pagination: page,
  }
}
