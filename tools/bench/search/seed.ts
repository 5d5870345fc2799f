import { demoVocabulary as words } from "@ignite/demo"
import type pg from "pg"

/**
 * Fills the search read model's own tables (the physical tables of its active build) straight from SQL,
 * with the shapes `listing-search.projection.ts` writes: the same columns, `related_tsv` built by the same
 * expression as `refreshRelated`, `search_words` by the same rule as `learnWords`, the generated `tsv`
 * columns left to PostgreSQL. Folding a million award events through the importer takes hours on this
 * machine (tools/bench/importer); what this benchmark measures is the read side.
 *
 * Deterministic: every choice is a hash of the row number, so two runs at one scale hold the same rows.
 */

/** A number in [0, 1) from a row number and a salt. */
const rnd = (row: string, salt: string) =>
  `((hashtext((${row})::text || '${salt}')::int8 + 2147483648) / 4294967296.0)`
const pick = (list: string, row: string, salt: string) =>
  `${list}[1 + floor(${rnd(row, salt)} * cardinality(${list}))::int]`

const vocabulary = {
  stems: [...words.nameStems],
  fields: [...words.nameFields],
  suffixes: [...words.nameSuffixes],
  adjectives: [...words.techAdjectives],
  technologies: [...words.technologies],
  applications: [...words.applications],
  sentences: [...words.abstractSentences],
  cities: words.cities.map(([city, state]) => `${city}|${state}`),
  agencies: words.agencies.flatMap(([agency, branches, code]) =>
    branches.map((branch) => `${agency}|${branch}|${code}`),
  ),
}

/** The vocabulary as a one-row CTE `v`, every array bound once ($1…$9). */
const withVocabulary = `with v as (select $1::text[] as stems, $2::text[] as fields, $3::text[] as suffixes,
  $4::text[] as adjectives, $5::text[] as technologies, $6::text[] as applications, $7::text[] as sentences,
  $8::text[] as cities, $9::text[] as agencies)`
const vocabularyParams = Object.values(vocabulary)

/** `{adj} {tech} for {app}` as the SBIR generator writes titles, and its abstract: the first sentence and two more. */
const title = (row: string, kind: string) =>
  `${pick("v.adjectives", row, `${kind}adj`)} || ' ' || ${pick("v.technologies", row, `${kind}tech`)} || ' for ' || ${pick("v.applications", row, `${kind}app`)}`
const prose = (row: string, kind: string) =>
  `replace(replace(replace(v.sentences[1], '{adj}', lower(${pick("v.adjectives", row, `${kind}adj`)})),
     '{tech}', ${pick("v.technologies", row, `${kind}tech`)}), '{app}', ${pick("v.applications", row, `${kind}app`)})
   || ' ' || v.sentences[2 + floor(${rnd(row, `${kind}s2`)} * 9)::int] || ' ' || v.sentences[2 + floor(${rnd(row, `${kind}s3`)} * 9)::int]`

/** Six-digit NAICS codes of the research, aerospace and electronics industries SBIR firms register under. */
export const benchNaicsCodes = [
  "541715",
  "541714",
  "541713",
  "541330",
  "541511",
  "541512",
  "541380",
  "334511",
  "334220",
  "334413",
  "336414",
  "336419",
  "325414",
  "333314",
  "541690",
  "541990",
]
const technologyTypeCount = 25
const classificationCount = 8

export interface Tables {
  readonly listings: string
  readonly artifacts: string
  readonly awards: string
  readonly words: string
}

/** The physical tables behind the `search_*` views: those of listing_search's active build. */
export const activeTables = async (db: pg.ClientBase, schema: string): Promise<Tables> => {
  const { rows } = await db.query<{ build: number }>(
    `select build from "${schema}".projection_builds where name = 'listing_search' and status = 'active'`,
  )
  const build = rows[0]?.build
  if (build === undefined) throw new Error("listing_search has no active build")
  const t = (table: string) => `"${schema}"."${table}__b${build}"`
  return {
    listings: t("search_listings"),
    artifacts: t("search_artifacts"),
    awards: t("search_awards"),
    words: t("search_words"),
  }
}

export interface SeedShape {
  readonly listings: number
  readonly awards: number
}

const listingId = (row: string) => `md5('listing' || (${row}))::uuid`
const edited = (row: string) => `(${rnd(row, "edited")} < 0.7)`

const artifactsSql = (t: Tables, shape: SeedShape) => `${withVocabulary}
  insert into ${t.artifacts} (id, listing_id, kind, name, description, technology_type_ids, created_at, position)
  select md5('artifact' || i || ':' || k)::uuid, ${listingId("i")}, (array['service', 'product', 'use_case'])[1 + (k - 1) % 3],
    initcap(${pick("v.technologies", "i * 10 + k", "atech")}) || ' ' || (array['integration', 'kit', 'study'])[1 + (k - 1) % 3],
    ${prose("i * 10 + k", "a")},
    array[(1 + floor(${rnd("i * 10 + k", "tt")} * ${technologyTypeCount}))::int::text],
    now() - interval '1 day' * floor(${rnd("i", "opened")} * 1500), i * 4 + k
  from v, generate_series(1, ${shape.listings}) as i
    cross join lateral generate_series(1, floor(${rnd("i", "artifacts")} * 4)::int) as k
  where ${edited("i")}`

/** As the SBIR generator deals awards: the first ones one per company, the rest to a few (u^2.2). */
const awardsSql = (t: Tables, shape: SeedShape) => `${withVocabulary}
  insert into ${t.awards} (id, listing_id, award_title, award_abstract, agency, branch, program, phase,
    contract_number, topic_code, award_amount, contract_award_date, state, position)
  select md5('award' || a)::uuid, ${listingId("li")}, ${title("a", "w")}, ${prose("a", "w")},
    split_part(ag, '|', 1), nullif(split_part(ag, '|', 2), ''), case when ${rnd("a", "sttr")} < 0.85 then 'SBIR' else 'STTR' end,
    phase, split_part(ag, '|', 3) || to_char(awarded, 'YY') || '-' || case when phase = 'Phase I' then 'P' else 'C' end || '-' || lpad(a::text, 7, '0'),
    split_part(ag, '|', 3) || to_char(awarded, 'YY') || '-' || lpad((1 + floor(${rnd("a", "topic")} * 300))::text, 3, '0'),
    round((case phase when 'Phase I' then 50000 + ${rnd("a", "amount")} * 225000
      when 'Phase II' then 500000 + ${rnd("a", "amount")} * 1400000 else 1000000 + ${rnd("a", "amount")} * 4000000 end)::numeric, 2),
    awarded, split_part(${pick("v.cities", "li", "city")}, '|', 2), a
  from v, generate_series(1, ${shape.awards}) as a
    cross join lateral (select case when a <= ${shape.listings} then a
      else 1 + floor(${shape.listings} * power(${rnd("a", "company")}, 2.2))::int end as li) as owner
    cross join lateral (select ${pick("v.agencies", "a", "agency")} as ag,
      case when ${rnd("a", "phase")} < 0.62 then 'Phase I' when ${rnd("a", "phase")} < 0.95 then 'Phase II' else 'Phase III' end as phase,
      current_date - floor(${rnd("a", "date")} * 365 * 8)::int as awarded) as facts`

/** Listings, each with `related_tsv` as `refreshRelated` computes it from its artifacts and awards. */
const listingsSql = (t: Tables, shape: SeedShape) => `${withVocabulary},
  related as (
    select x.listing_id, setweight(to_tsvector('english'::regconfig, left(string_agg(x.body, ' ' order by x.k, x.pos), 500000)), 'D') as tsv
    from (
      select a.listing_id, 0 as k, a.position as pos, a.name || ' ' || a.description as body from ${t.artifacts} a
      union all
      select w.listing_id, 1, w.position, w.award_title || ' ' || coalesce(w.award_abstract, '') from ${t.awards} w
    ) as x group by x.listing_id)
  insert into ${t.listings} (id, account_id, unique_entity_id, name, tag_line, website, city, state_or_province,
    country, cage_code, duns_code, capability_text, naics_code_ids, technology_type_ids, business_classification_ids,
    edited_by_owner, is_published, is_only_vision_visible, published_at, opened_at, updated_at, related_tsv)
  select ${listingId("i")}, md5('account' || i)::uuid, 'BN' || lpad(upper(to_hex(i)), 10, '0'),
    ${pick("v.stems", "i", "stem")} || ' ' || ${pick("v.fields", "i", "field")} || ' ' || ${pick("v.suffixes", "i", "suffix")},
    case when is_edited then ${title("i", "l")} end, 'https://bn' || i || '.example',
    split_part(city, '|', 1), split_part(city, '|', 2), 'US',
    case when is_edited then upper(substr(md5('cage' || i), 1, 5)) end,
    case when is_edited then lpad((hashtext('duns' || i)::int8 & 1073741823)::text, 9, '0') end,
    case when is_edited then ${prose("i", "l")} else '' end,
    case when is_edited then array(select distinct ($10::text[])[1 + floor(${rnd("i * 3 + n", "naics")} * cardinality($10::text[]))::int]
      from generate_series(1, 1 + floor(${rnd("i", "naics-n")} * 3)::int) as n) else '{}' end,
    case when is_edited then array(select distinct (1 + floor(${rnd("i * 3 + n", "tech-id")} * ${technologyTypeCount}))::int::text
      from generate_series(1, 1 + floor(${rnd("i", "tech-n")} * 3)::int) as n) else '{}' end,
    array(select distinct (1 + floor(${rnd("i * 2 + n", "class")} * ${classificationCount}))::int::text
      from generate_series(1, floor(${rnd("i", "class-n")} * 3)::int) as n),
    is_edited, is_published, is_published and ${rnd("i", "vision")} < 0.05,
    case when is_published then opened + interval '1 day' end, opened, opened + interval '2 days',
    coalesce(related.tsv, ''::tsvector)
  from v, generate_series(1, ${shape.listings}) as i
    cross join lateral (select ${edited("i")} as is_edited, ${pick("v.cities", "i", "city")} as city,
      now() - interval '1 day' * floor(${rnd("i", "opened")} * 1500) - interval '1 second' * i as opened) as base
    cross join lateral (select case when is_edited then ${rnd("i", "published")} < 0.9
      else ${rnd("i", "published")} < 0.2 end as is_published) as state
    left join related on related.listing_id = ${listingId("i")}`

/** Every word of the texts above, by `learnWords`' rule (four to forty letters, as `simple` splits them). */
const wordsSql = (t: Tables) => `${withVocabulary}
  insert into ${t.words} (word)
  select distinct word from v, unnest(to_tsvector('simple', regexp_replace(array_to_string(
    v.stems || v.fields || v.adjectives || v.technologies || v.applications || v.sentences
      || array['integration', 'kit', 'study'], ' '), '\\{[a-z]+\\}', '', 'g'))) as u(word, positions, weights)
  where word ~ '^[a-z]{4,40}$'
  on conflict do nothing`

export interface SeedReport {
  readonly steps: ReadonlyArray<readonly [string, number]>
  readonly counts: Readonly<Record<string, string>>
}

/**
 * Empties the read model's tables and fills them at one scale. Secondary indexes are dropped for the load and
 * recreated from their own definitions afterwards (faster than maintaining GIN indexes row by row), then
 * VACUUM ANALYZE, as autovacuum would leave a settled table.
 */
export const seed = async (db: pg.ClientBase, t: Tables, shape: SeedShape): Promise<SeedReport> => {
  const steps: Array<[string, number]> = []
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now()
    await work()
    steps.push([name, (performance.now() - started) / 1000])
  }
  const tables = [t.listings, t.artifacts, t.awards, t.words]
  await db.query("set maintenance_work_mem = '1GB'")
  await db.query("set synchronous_commit = off")
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class c on c.oid = x.indexrelid join pg_namespace n on n.oid = c.relnamespace
     where x.indrelid = any($1::regclass[]) and not x.indisprimary`,
    [tables],
  )
  await step("truncate, drop secondary indexes", async () => {
    await db.query(`truncate ${tables.join(", ")}`)
    for (const index of indexes) await db.query(`drop index ${index.name}`)
  })
  await step("artifacts", () => db.query(artifactsSql(t, shape), vocabularyParams))
  await step(`awards (${shape.awards})`, () => db.query(awardsSql(t, shape), vocabularyParams))
  await step(`listings (${shape.listings}) with related_tsv`, () =>
    db.query(listingsSql(t, shape), [...vocabularyParams, benchNaicsCodes]),
  )
  await step("search_words", () => db.query(wordsSql(t), vocabularyParams))
  await step(`recreate ${indexes.length} indexes`, async () => {
    for (const index of indexes) await db.query(index.definition)
  })
  await step("vacuum analyze", async () => {
    for (const table of tables) await db.query(`vacuum analyze ${table}`)
  })
  const { rows } = await db.query<Record<string, string>>(
    `select (select count(*) from ${t.listings}) as listings,
       (select count(*) from ${t.listings} where is_published and not is_only_vision_visible) as public,
       (select count(*) from ${t.listings} where is_published and is_only_vision_visible) as vision_only,
       (select count(*) from ${t.listings} where not is_published) as unpublished,
       (select count(*) from ${t.artifacts}) as artifacts, (select count(*) from ${t.awards}) as awards,
       (select count(*) from ${t.words}) as words,
       (select pg_size_pretty(sum(pg_total_relation_size(x))::int8) from unnest($1::regclass[]) as x) as size`,
    [tables],
  )
  return { steps, counts: rows[0]! }
}
