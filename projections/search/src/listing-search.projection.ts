import type { ArtifactContent, AwardFacts } from "@ignite/contracts/events"
import { defineProjection, richTextPlain } from "@ignite/platform"
import { searchTables } from "./search-tables"

type Tables = { readonly [K in keyof typeof searchTables]: string }
type Db = { query(text: string, params?: readonly unknown[]): Promise<unknown[]> }

/**
 * Every word of the searchable texts, once: the vocabulary a misspelt query word is corrected against
 * (`search-text.ts`). Words are only ever added, so a rebuild from the log gives the same set.
 */
const learnWords = async (tx: Db, t: Tables, ...texts: ReadonlyArray<string | null | undefined>) => {
  const text = texts.filter(Boolean).join(" ")
  if (!text) return
  await tx.query(
    `insert into ${t.search_words} (word)
     select distinct word from unnest(to_tsvector('simple', $1)) as u(word, positions, weights)
     where word ~ '^[a-z]{4,40}$'
     on conflict do nothing`,
    [text],
  )
}

/**
 * What a listing's artifacts and awards say, as one weight-D tsvector on the listing: a search of the
 * company finds the words of its offers and awards too (below the company's own words), and a query whose
 * words fall in different documents of one company still matches it. Capped so a company of thousands of
 * awards stays under the tsvector's size limit; in log order, so a rebuild writes the same value.
 */
const refreshRelated = async (tx: Db, t: Tables, listingIds: readonly string[]) => {
  if (listingIds.length === 0) return
  await tx.query(
    `update ${t.search_listings} as l set related_tsv = coalesce(r.tsv, ''::tsvector)
     from (
       select ids.id, (
         select setweight(to_tsvector('english'::regconfig, left(string_agg(x.body, ' ' order by x.k, x.pos), 500000)), 'D')
         from (
           select 0 as k, a.position as pos, a.name || ' ' || a.description as body
           from ${t.search_artifacts} a where a.listing_id = ids.id
           union all
           select 1, w.position, w.award_title || ' ' || coalesce(w.award_abstract, '')
           from ${t.search_awards} w where w.listing_id = ids.id
         ) as x
       ) as tsv
       from unnest($1::uuid[]) as ids(id)
     ) as r
     where l.id = r.id`,
    [[...new Set(listingIds)]],
  )
}

const artifactColumns = (a: ArtifactContent) => [a.name, a.description, [...a.technologyTypeIds]]

/** Award fact -> column, for the facts search reads (an amendment names only some). */
const awardColumns = {
  awardTitle: "award_title",
  awardAbstract: "award_abstract",
  agency: "agency",
  branch: "branch",
  program: "program",
  phase: "phase",
  contractNumber: "contract_number",
  topicCode: "topic_code",
  awardAmount: "award_amount",
  contractAwardDate: "contract_award_date",
  state: "state",
} as const satisfies Partial<Record<keyof AwardFacts, string>>
const awardFacts = Object.entries(awardColumns) as Array<[keyof typeof awardColumns, string]>
const awardTypes: Readonly<Record<string, string>> = { award_amount: "numeric", contract_award_date: "date" }

/**
 * The marketplace search's read model (spec 02 "Search filter panels"): one row per listing with its
 * searchable text as a weighted tsvector and the columns every filter and the visibility rule read, one per
 * service, product and use case, one per award, and the vocabulary for typo tolerance. It folds the
 * listing, artifact and award events itself and reads no other read model's tables. Async: an SBIR import
 * appends thousands of awards, and its transactions must not wait on this index; a worker folds them a
 * moment later, a batch at a time.
 */
export const listingSearchProjection = defineProjection({
  name: "listing_search",
  // 2: indexes for the public text search, states, award amounts and dates (a rebuild makes them)
  version: 2,
  mode: "async",
  tables: searchTables,
  // a bulk import opens, syncs and awards thousands at once: one statement per run of each
  batches: {
    ListingOpened: async (events, { tx, t }) => {
      await tx.query(
        `insert into ${t.search_listings} (id, account_id, unique_entity_id, name, opened_at, updated_at)
         select (r->>'id')::uuid, (r->>'account')::uuid, r->>'uei', r->>'name', (r->>'at')::timestamptz,
           (r->>'updated')::timestamptz
         from jsonb_array_elements($1::jsonb) as r
         on conflict (id) do nothing`,
        [
          JSON.stringify(
            events.map(({ data, recordedAt }) => ({
              id: data.listingId,
              account: data.accountId,
              uei: data.uniqueEntityId,
              name: data.name,
              at: data.openedAt,
              updated: recordedAt,
            })),
          ),
        ],
      )
      await learnWords(tx, t, ...events.map((event) => event.data.name))
    },
    ListingRegistryProfileSynced: async (events, { tx, t }) => {
      // in log order, the last sync of a listing wins
      const latest = new Map(events.map((event) => [event.data.listingId, event]))
      await tx.query(
        `update ${t.search_listings} as l set website = r.website, city = r.city,
           state_or_province = r.state_or_province, country = r.country,
           business_classification_ids = array(select jsonb_array_elements_text(r.classifications)),
           updated_at = r.updated_at
         from jsonb_to_recordset($1::jsonb) as r(id uuid, website text, city text, state_or_province text,
           country text, classifications jsonb, updated_at timestamptz)
         where l.id = r.id`,
        [
          JSON.stringify(
            [...latest.values()].map(({ data: { listingId, profile }, recordedAt }) => ({
              id: listingId,
              website: profile.website,
              city: profile.city,
              state_or_province: profile.stateOrProvince,
              country: profile.country,
              classifications: profile.businessClassificationIds,
              updated_at: recordedAt,
            })),
          ),
        ],
      )
    },
    AwardRecorded: async (events, { tx, t }) => {
      const columns = awardFacts.map(([, column]) => column)
      await tx.query(
        `insert into ${t.search_awards} (id, listing_id, position, ${columns.join(", ")})
         select id, listing_id, position, ${columns.join(", ")}
         from jsonb_to_recordset($1::jsonb) as r(id uuid, listing_id uuid, position bigint,
           ${columns.map((column) => `${column} ${awardTypes[column] ?? "text"}`).join(", ")})
         on conflict (id) do nothing`,
        [
          JSON.stringify(
            events.map(({ data, globalPosition }) => ({
              id: data.awardId,
              listing_id: data.listingId,
              position: globalPosition,
              ...Object.fromEntries(awardFacts.map(([name, column]) => [column, data[name]])),
            })),
          ),
        ],
      )
      await refreshRelated(
        tx,
        t,
        events.map((event) => event.data.listingId),
      )
      await learnWords(tx, t, ...events.flatMap(({ data }) => [data.awardTitle, data.awardAbstract]))
    },
  },
  handlers: {
    ListingEdited: async ({ data, recordedAt }, { tx, t }) => {
      const p = data.profile
      const capability = richTextPlain(p.capabilityStatement)
      await tx.query(
        `update ${t.search_listings} set name = $2, tag_line = $3, website = $4, cage_code = $5, duns_code = $6,
           sam_code = $7, capability_text = $8, city = $9, state_or_province = $10, country = $11,
           naics_code_ids = $12, technology_type_ids = $13, business_classification_ids = $14,
           edited_by_owner = true, updated_at = $15
         where id = $1`,
        [
          data.listingId,
          p.name,
          p.tagLine,
          p.website,
          p.cageCode,
          p.dunsCode,
          p.samCode,
          capability,
          p.city,
          p.stateOrProvince,
          p.country,
          p.naicsCodeIds,
          p.technologyTypeIds,
          p.businessClassificationIds,
          recordedAt,
        ],
      )
      await learnWords(tx, t, p.name, p.tagLine, capability)
    },
    ListingLogoChanged: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.search_listings} set logo_path = $2, updated_at = $3 where id = $1`, [
        data.listingId,
        data.logoPath,
        recordedAt,
      ])
    },
    ListingVisibilityChanged: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.search_listings} set is_only_vision_visible = $2, updated_at = $3 where id = $1`,
        [data.listingId, data.isOnlyVisionVisible, recordedAt],
      )
    },
    ListingPublished: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.search_listings} set is_published = true, published_at = $2, updated_at = $3 where id = $1`,
        [data.listingId, data.publishedAt, recordedAt],
      )
    },
    ListingUnpublished: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(`update ${t.search_listings} set is_published = false, updated_at = $2 where id = $1`, [
        data.listingId,
        recordedAt,
      ])
    },
    // the registry renames the company: a storefront its owners never edited follows
    AccountRegistryUpdated: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.search_listings} set name = $2, updated_at = $3
         where account_id = $1 and not edited_by_owner`,
        [data.accountId, data.name, recordedAt],
      )
      await learnWords(tx, t, data.name)
    },
    ListingArtifactCreated: async ({ data, recordedAt, globalPosition }, { tx, t }) => {
      await tx.query(
        `insert into ${t.search_artifacts} (id, listing_id, kind, name, description, technology_type_ids,
           created_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (id) do nothing`,
        [
          data.artifactId,
          data.listingId,
          data.kind,
          ...artifactColumns(data.artifact),
          recordedAt,
          globalPosition,
        ],
      )
      await refreshRelated(tx, t, [data.listingId])
      await learnWords(tx, t, data.artifact.name, data.artifact.description)
    },
    ListingArtifactEdited: async ({ data }, { tx, t }) => {
      await tx.query(
        `update ${t.search_artifacts} set name = $2, description = $3, technology_type_ids = $4 where id = $1`,
        [data.artifactId, ...artifactColumns(data.artifact)],
      )
      await refreshRelated(tx, t, [data.listingId])
      await learnWords(tx, t, data.artifact.name, data.artifact.description)
    },
    ListingArtifactRemoved: async ({ data }, { tx, t }) => {
      await tx.query(`delete from ${t.search_artifacts} where id = $1`, [data.artifactId])
      await refreshRelated(tx, t, [data.listingId])
    },
    AwardAmended: async ({ data }, { tx, t }) => {
      const changed = awardFacts.filter(([name]) => name in data)
      if (changed.length === 0) return
      await tx.query(
        `update ${t.search_awards} set ${changed.map(([, column], i) => `${column} = $${i + 2}`).join(", ")}
         where id = $1`,
        [data.awardId, ...changed.map(([name]) => data[name])],
      )
      await refreshRelated(tx, t, [data.listingId])
      await learnWords(tx, t, data.awardTitle, data.awardAbstract)
    },
  },
})
