import { govUserClassifications } from "@ignite/contracts/reference"
import type { Queryable } from "@ignite/platform"
import { type MatchDocument, type MatchField, MatchIndex } from "./match-ranking"
import { matchesProjection } from "./matches.projection"

/** A storefront as matchmaking holds it: its document, and what the visibility rule reads. */
export interface ListingEntry {
  readonly doc: MatchDocument
  readonly accountId: string
  readonly logoPath: string | null
  readonly isPublished: boolean
  readonly isOnlyVisionVisible: boolean
  readonly profileStamp: string
}

/** A government user as matchmaking holds it. */
export interface GovUserEntry {
  readonly doc: MatchDocument
  readonly title: string | null
  readonly headshotPath: string | null
  /** Confirmed, with a saved profile, and open to new company messages: the only ones a company is shown. */
  readonly discoverable: boolean
  readonly visionLinked: boolean
  readonly profileStamp: string
}

interface ListingRow {
  id: string
  account_id: string
  name: string
  logo_path: string | null
  is_published: boolean
  is_only_vision_visible: boolean
  capability_text: string
  technology_type_ids: string[]
  naics_code_ids: string[]
  profile_stamp: string
  position: number | string
}

interface GovUserRow {
  id: string
  first_name: string
  last_name: string
  title: string | null
  headshot_path: string | null
  confirmed: boolean
  allow_message_requests: boolean
  vision_linked: boolean
  has_profile: boolean
  technology_type_ids: string[]
  classification_ids: string[]
  problem_text: string
  lines_of_effort: string[]
  profile_stamp: string
  position: number | string
}

/** The roles' shipped names (an admin's rename is not followed here: the words rarely decide a match). */
const classificationNames = new Map(govUserClassifications.map((c) => [c.id, c.description]))

const kindLabel = { service: "service", product: "product", use_case: "use case" } as const

const listingEntries = async (db: Queryable, after: number): Promise<ListingEntry[]> => {
  const rows = await db.query<ListingRow>(
    `select id, account_id, name, logo_path, is_published, is_only_vision_visible, capability_text,
       technology_type_ids, naics_code_ids, profile_stamp, position
     from match_listings where position > $1 order by position`,
    [after],
  )
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [artifacts, awards] = await Promise.all([
    db.query<{ listing_id: string; kind: keyof typeof kindLabel; name: string; description: string }>(
      `select listing_id, kind, name, description from match_artifacts where listing_id = any($1::uuid[])
       order by listing_id, position`,
      [ids],
    ),
    db.query<{
      listing_id: string
      title: string
      abstract: string | null
      phase: string | null
      awarded_on: string | null
    }>(
      `select listing_id, title, abstract, phase, awarded_on from match_awards where listing_id = any($1::uuid[])
       order by listing_id, position`,
      [ids],
    ),
  ])
  const fields = new Map<string, MatchField[]>()
  const add = (id: string, field: MatchField) => {
    const list = fields.get(id)
    if (list) list.push(field)
    else fields.set(id, [field])
  }
  for (const a of artifacts)
    add(a.listing_id, { kind: kindLabel[a.kind], text: `${a.name}. ${a.description}` })
  for (const w of awards)
    add(w.listing_id, {
      kind: "award",
      title: w.title,
      text: w.abstract ?? "",
      phase: w.phase,
      date: w.awarded_on,
    })
  return rows.map((row) => ({
    doc: {
      id: row.id,
      name: row.name,
      technologyTypeIds: row.technology_type_ids,
      naicsCodeIds: row.naics_code_ids,
      fields: [
        ...(row.capability_text
          ? [{ kind: "capability statement" as const, text: row.capability_text }]
          : []),
        ...(fields.get(row.id) ?? []),
      ],
    },
    accountId: row.account_id,
    logoPath: row.logo_path,
    isPublished: row.is_published,
    isOnlyVisionVisible: row.is_only_vision_visible,
    profileStamp: row.profile_stamp,
  }))
}

const govUserEntries = async (db: Queryable, after: number): Promise<GovUserEntry[]> => {
  const rows = await db.query<GovUserRow>(
    `select id, coalesce(first_name, '') as first_name, coalesce(last_name, '') as last_name, title, headshot_path,
       -- an erased person (their name reads back as null) is offered to nobody, as if unconfirmed
       confirmed and first_name is not null as confirmed, allow_message_requests, vision_linked,
       has_profile, technology_type_ids, classification_ids, problem_text, lines_of_effort, profile_stamp, position
     from match_gov_users where position > $1 order by position`,
    [after],
  )
  return rows.map((row) => ({
    doc: {
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      technologyTypeIds: row.technology_type_ids,
      naicsCodeIds: [],
      fields: [
        { kind: "problem statement" as const, text: row.problem_text },
        ...row.lines_of_effort.map((text) => ({ kind: "line of effort" as const, text })),
        ...row.classification_ids.flatMap((id) => {
          const role = classificationNames.get(id)
          return role ? [{ kind: "classification" as const, text: role }] : []
        }),
      ],
    },
    title: row.title,
    headshotPath: row.headshot_path,
    discoverable: row.confirmed && row.has_profile && row.allow_message_requests,
    visionLinked: row.vision_linked,
    profileStamp: row.profile_stamp,
  }))
}

/** One side's documents in an index, with their entries, read on from where the last read stopped. */
class Side<Entry extends { readonly doc: MatchDocument }> {
  index = new MatchIndex()
  entries = new Map<string, Entry>()
  #position = 0

  constructor(private readonly load: (db: Queryable, after: number) => Promise<Entry[]>) {}

  reset() {
    this.index = new MatchIndex()
    this.entries = new Map()
    this.#position = 0
  }

  /** Reads the rows written since the last read, up to `last` (the table's newest position). */
  async catchUp(db: Queryable, last: number) {
    if (last === this.#position) return
    for (const entry of await this.load(db, this.#position)) {
      this.entries.set(entry.doc.id, entry)
      this.index.upsert(entry.doc)
    }
    this.#position = last
  }

  get view() {
    return { index: this.index, entries: this.entries as ReadonlyMap<string, Entry> }
  }
}

/**
 * The two indexes matchmaking ranks against, warm in memory and kept current from the read model's tables:
 * each request first reads the rows changed since the last read (one cheap query when nothing changed).
 * A rebuild (erasure rebuilds every read model) swaps in a new build of the tables whose rows may differ
 * at the same positions, so a new active build means reading everything again.
 */
export const createMatchCatalog = (db: Queryable) => {
  const listings = new Side<ListingEntry>(listingEntries)
  const govUsers = new Side<GovUserEntry>(govUserEntries)
  let build: number | undefined
  const refresh = async () => {
    const [state] = await db.query<{
      build: number | null
      listings: number | string | null
      gov_users: number | string | null
    }>(
      `select (select build from projection_builds where name = $1 and status = 'active') as build,
         (select max(position) from match_listings) as listings,
         (select max(position) from match_gov_users) as gov_users`,
      [matchesProjection.name],
    )
    if ((state?.build ?? undefined) !== build) {
      listings.reset()
      govUsers.reset()
      build = state?.build ?? undefined
    }
    await Promise.all([
      listings.catchUp(db, Number(state?.listings ?? 0)),
      govUsers.catchUp(db, Number(state?.gov_users ?? 0)),
    ])
  }
  // one read at a time, shared by the requests that arrive while it runs
  let reading: Promise<void> | undefined
  const current = async () => {
    reading ??= refresh().finally(() => {
      reading = undefined
    })
    await reading
    return { listings: listings.view, govUsers: govUsers.view }
  }
  return {
    /** Both sides, current. */
    current,
    listings: async () => (await current()).listings,
    govUsers: async () => (await current()).govUsers,
  }
}

export type MatchCatalog = ReturnType<typeof createMatchCatalog>

export interface FeedbackRow {
  readonly subjectId: string
  readonly feedback: "hidden" | "notRelevant"
  readonly profileStamp: string
  readonly terms: readonly string[]
  readonly technologyTypeIds: readonly string[]
}

/** What the user said about the matches offered to them. */
export const feedbackOf = async (db: Queryable, userId: string): Promise<FeedbackRow[]> => {
  const rows = await db.query<{
    subject_id: string
    feedback: "hidden" | "notRelevant"
    profile_stamp: string
    terms: string[]
    technology_type_ids: string[]
  }>(
    `select subject_id, feedback, profile_stamp, terms, technology_type_ids from match_feedback
     where user_id = $1 order by at, subject_id`,
    [userId],
  )
  return rows.map((row) => ({
    subjectId: row.subject_id,
    feedback: row.feedback,
    profileStamp: row.profile_stamp,
    terms: row.terms,
    technologyTypeIds: row.technology_type_ids,
  }))
}

/** The chats started from matches, per subject, for the user. */
export const matchSuccessesOf = async (db: Queryable, userId: string): Promise<string[]> =>
  (
    await db.query<{ subject_id: string }>(
      "select distinct subject_id from match_successes where user_id = $1 order by subject_id",
      [userId],
    )
  ).map((row) => row.subject_id)
