import { type Award, type AwardsPage, type PageRequest, paginate } from "@ignite/contracts"
import type { AwardFacts } from "@ignite/contracts/events"
import { defineProjection, type Queryable } from "@ignite/platform"

/** Award fact -> column: the one list both handlers write through (an amendment names only some). */
const factColumns = {
  awardTitle: "award_title",
  agency: "agency",
  branch: "branch",
  phase: "phase",
  program: "program",
  agencyTrackingNumber: "agency_tracking_number",
  contractNumber: "contract_number",
  contractAwardDate: "contract_award_date",
  contractEndDate: "contract_end_date",
  solicitationNumber: "solicitation_number",
  solicitationYear: "solicitation_year",
  topicCode: "topic_code",
  awardYear: "award_year",
  awardAmount: "award_amount",
  state: "state",
  awardAbstract: "award_abstract",
  piName: "pi_name",
  piTitle: "pi_title",
  piPhone: "pi_phone",
  piEmail: "pi_email",
  researchInstitutionName: "research_institution_name",
  researchInstitutionPocName: "research_institution_poc_name",
  researchInstitutionPocPhone: "research_institution_poc_phone",
} as const satisfies Record<keyof AwardFacts, string>

const facts = Object.entries(factColumns) as Array<[keyof AwardFacts, string]>

/** Column types of the facts that are not text, for reading a batch out of JSON. */
const factTypes: Readonly<Record<string, string>> = {
  contract_award_date: "date",
  contract_end_date: "date",
  solicitation_year: "integer",
  award_year: "integer",
  award_amount: "numeric",
}
const typeOf = (column: string) => factTypes[column] ?? "text"

/**
 * Awards by listing, for the Awards tab and (later) award search. Async: an import of a million awards must
 * not wait on this table in its append transactions; a worker folds them right after.
 */
export const awardsProjection = defineProjection({
  name: "awards",
  version: 1,
  mode: "async",
  tables: {
    awards: (t) => `create table ${t} (
      id uuid primary key,
      listing_id uuid not null,
      account_id uuid not null,
      source text not null,
      source_key text not null,
      award_title text not null,
      agency text not null,
      branch text,
      phase text,
      program text,
      agency_tracking_number text,
      contract_number text,
      contract_award_date date,
      contract_end_date date,
      solicitation_number text,
      solicitation_year integer,
      topic_code text,
      award_year integer,
      award_amount numeric(14, 2),
      state text,
      award_abstract text,
      pi_name text,
      pi_title text,
      pi_phone text,
      pi_email text,
      research_institution_name text,
      research_institution_poc_name text,
      research_institution_poc_phone text,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      -- the recording event's place in the log: orders awards recorded in one transaction
      position bigint not null
    );
    create index ${t}_listing_created on ${t} (listing_id, created_at, position);
    create index ${t}_listing_updated on ${t} (listing_id, updated_at, position)`,
  },
  // an import records a thousand awards at a time: one insert per run
  batches: {
    AwardRecorded: async (events, { tx, t }) => {
      const columns = facts.map(([, column]) => column)
      await tx.query(
        `insert into ${t.awards} (id, listing_id, account_id, source, source_key, created_at, updated_at,
           position, ${columns.join(", ")})
         select id, listing_id, account_id, source, source_key, created_at, created_at, position, ${columns.join(", ")}
         from jsonb_to_recordset($1::jsonb) as r(id uuid, listing_id uuid, account_id uuid, source text,
           source_key text, created_at timestamptz, position bigint, ${facts.map(([, column]) => `${column} ${typeOf(column)}`).join(", ")})
         on conflict (id) do nothing`,
        [
          JSON.stringify(
            events.map(({ data, recordedAt, globalPosition }) => ({
              id: data.awardId,
              listing_id: data.listingId,
              account_id: data.accountId,
              source: data.source,
              source_key: data.sourceKey,
              created_at: recordedAt,
              position: globalPosition,
              ...Object.fromEntries(facts.map(([name, column]) => [column, data[name]])),
            })),
          ),
        ],
      )
    },
  },
  handlers: {
    AwardAmended: async ({ data, recordedAt }, { tx, t }) => {
      const changed = facts.filter(([name]) => name in data)
      await tx.query(
        `update ${t.awards} set updated_at = $2${changed.map(([, column], i) => `, ${column} = $${i + 3}`).join("")}
         where id = $1`,
        [data.awardId, recordedAt, ...changed.map(([name]) => data[name])],
      )
    },
  },
})

type AwardRow = Record<string, unknown> & {
  id: string
  listing_id: string
  created_at: Date | string
  updated_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
const day = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString().slice(0, 10)
const str = (value: unknown) => (value === null || value === undefined ? null : String(value))
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value))

const toAward = (row: AwardRow): Award => ({
  id: row.id,
  listingId: row.listing_id,
  awardTitle: String(row.award_title),
  agency: String(row.agency),
  branch: str(row.branch),
  program: str(row.program),
  phase: str(row.phase),
  contractNumber: str(row.contract_number),
  agencyTrackingNumber: str(row.agency_tracking_number),
  solicitationNumber: str(row.solicitation_number),
  topicCode: str(row.topic_code),
  awardYear: num(row.award_year),
  awardAmount: num(row.award_amount),
  state: str(row.state),
  contractAwardDate: day(row.contract_award_date),
  contractStartDate: day(row.contract_award_date),
  contractEndDate: day(row.contract_end_date),
  productServiceCode: null,
  principleNaicsCode: null,
  piName: str(row.pi_name),
  piTitle: str(row.pi_title),
  piPhone: str(row.pi_phone),
  piEmail: str(row.pi_email),
  researchInstitutionName: str(row.research_institution_name),
  awardAbstract: str(row.award_abstract),
  anticipatedBenefits: null,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
})

const awardColumns = `id::text as id, listing_id::text as listing_id, created_at, updated_at,
  to_char(contract_award_date, 'YYYY-MM-DD') as contract_award_date,
  to_char(contract_end_date, 'YYYY-MM-DD') as contract_end_date,
  ${facts
    .filter(([name]) => name !== "contractAwardDate" && name !== "contractEndDate")
    .map(([, column]) => column)
    .join(", ")}`

export interface AwardsOfListingQuery extends PageRequest {
  readonly sortBy: "createdAt" | "updatedAt"
  readonly sortDirection: "asc" | "desc"
  /** Words to find in the title, abstract, contract number or topic (case-insensitive). */
  readonly search?: string
}

export const awardsOfListing = async (
  db: Queryable,
  listingId: string,
  query: AwardsOfListingQuery,
): Promise<AwardsPage> => {
  const params: unknown[] = [listingId]
  let where = "listing_id = $1"
  const search = query.search?.trim()
  if (search) {
    params.push(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    where += ` and (award_title ilike $2 or award_abstract ilike $2 or contract_number ilike $2 or topic_code ilike $2)`
  }
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `select count(*)::int as count from awards where ${where}`,
    params,
  )
  const pagination = paginate(count, query)
  const order = `${query.sortBy === "updatedAt" ? "updated_at" : "created_at"} ${query.sortDirection}, position ${query.sortDirection}`
  const rows = await db.query<AwardRow>(
    `select ${awardColumns} from awards where ${where} order by ${order} limit ${query.perPage} offset ${pagination.offset}`,
    params,
  )
  const { offset: _offset, ...page } = pagination
  return { data: rows.map(toAward), pagination: page }
}

export const findAward = async (db: Queryable, awardId: string): Promise<Award | undefined> => {
  const [row] = await db.query<AwardRow>(`select ${awardColumns} from awards where id = $1`, [awardId])
  return row && toAward(row)
}
