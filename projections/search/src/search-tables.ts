/**
 * The search read model's tables (`listing-search.projection.ts` folds into them, the queries beside it read
 * them). Texts are tsvectors generated from their columns, so no handler can forget one: `english` for prose
 * (stems, stop words), `simple` for identifiers and codes (kept whole). Weights rank a company's name (A)
 * above its tag line and identifiers (B), its capability statement (C) and what its offers and awards say (D).
 *
 * pg_trgm (trigram similarity, for typo tolerance) is created once per database, in `public`, and named
 * `public.` wherever it is used: each test schema (and any deployment's search_path) then finds the same one.
 * Two schemas installing at once would race on the extension's catalogue row, hence the advisory lock.
 */
const trigrams = `select pg_advisory_xact_lock(hashtext('ignite.extension.pg_trgm'));
  create extension if not exists pg_trgm with schema public;`

const english = (column: string) => `to_tsvector('english'::regconfig, coalesce(${column}, ''))`
const simple = (...columns: string[]) =>
  `to_tsvector('simple'::regconfig, ${columns.map((c) => `coalesce(${c}, '')`).join(" || ' ' || ")})`

export const searchTables = {
  search_listings: (t: string) => `${trigrams}
    create table ${t} (
      id uuid primary key,
      account_id uuid not null,
      unique_entity_id text not null,
      name text not null,
      tag_line text,
      website text,
      logo_path text,
      city text not null default '',
      state_or_province text not null default '',
      country text not null default 'US',
      cage_code text,
      duns_code text,
      sam_code text,
      -- the capability statement as plain words (it is stored as sanitized rich text)
      capability_text text not null default '',
      naics_code_ids text[] not null default '{}',
      technology_type_ids text[] not null default '{}',
      business_classification_ids text[] not null default '{}',
      edited_by_owner boolean not null default false,
      is_published boolean not null default false,
      is_only_vision_visible boolean not null default false,
      published_at timestamptz,
      opened_at timestamptz not null,
      updated_at timestamptz not null,
      related_tsv tsvector not null default '',
      tsv tsvector generated always as (
        setweight(${english("name")}, 'A')
        || setweight(${simple("unique_entity_id", "cage_code", "duns_code", "sam_code")}, 'B')
        || setweight(${english("tag_line")}, 'B')
        || setweight(${english("capability_text")}, 'C')
        || related_tsv
      ) stored
    );
    create index ${t}_tsv on ${t} using gin (tsv);
    -- what every signed-in user may see: their text search needs no visibility check on the rows, their count
    -- no visit to the table, and a phrase is rechecked only on storefronts they may see
    create index ${t}_tsv_public on ${t} using gin (tsv) where is_published and not is_only_vision_visible;
    create index ${t}_naics on ${t} using gin (naics_code_ids);
    create index ${t}_technology on ${t} using gin (technology_type_ids);
    create index ${t}_classification on ${t} using gin (business_classification_ids);
    create index ${t}_state on ${t} (upper(state_or_province));
    create index ${t}_visible on ${t} (is_published, is_only_vision_visible);
    create index ${t}_account on ${t} (account_id);
    create index ${t}_opened on ${t} (opened_at, id);
    create index ${t}_updated on ${t} (updated_at, id)`,
  search_artifacts: (t: string) => `create table ${t} (
      id uuid primary key,
      listing_id uuid not null,
      kind text not null,
      name text not null,
      description text not null,
      technology_type_ids text[] not null default '{}',
      created_at timestamptz not null,
      position bigint not null,
      tsv tsvector generated always as (
        setweight(${english("name")}, 'A') || setweight(${english("description")}, 'B')
      ) stored
    );
    create index ${t}_listing on ${t} (listing_id, kind);
    create index ${t}_tsv on ${t} using gin (tsv);
    create index ${t}_technology on ${t} using gin (technology_type_ids)`,
  search_awards: (t: string) => `create table ${t} (
      id uuid primary key,
      listing_id uuid not null,
      award_title text not null,
      award_abstract text,
      agency text,
      branch text,
      program text,
      phase text,
      contract_number text,
      topic_code text,
      award_amount numeric(14, 2),
      contract_award_date date,
      state text,
      -- SBIR.gov's award rows name neither: kept for sources that do, so the filters have a column to read
      naics_code_ids text[] not null default '{}',
      technology_type_ids text[] not null default '{}',
      position bigint not null,
      tsv tsvector generated always as (
        setweight(${english("award_title")}, 'A') || setweight(${english("award_abstract")}, 'B')
        || setweight(${simple("contract_number", "topic_code", "agency", "branch", "program")}, 'C')
      ) stored
    );
    create index ${t}_listing on ${t} (listing_id);
    create index ${t}_tsv on ${t} using gin (tsv);
    create index ${t}_naics on ${t} using gin (naics_code_ids);
    create index ${t}_technology on ${t} using gin (technology_type_ids);
    -- the amount and date filters, with the listing so the awards' rows are not read
    create index ${t}_awarded on ${t} (contract_award_date, award_amount, listing_id);
    create index ${t}_state on ${t} (upper(state));
    -- the awards that carry NAICS or technology ids (none of SBIR.gov's), for their facets
    create index ${t}_with_naics on ${t} (listing_id) where cardinality(naics_code_ids) > 0;
    create index ${t}_with_technology on ${t} (listing_id) where cardinality(technology_type_ids) > 0`,
  // "C" collation: a btree range finds every word a query word begins (prefixes are not corrected)
  search_words: (t: string) => `create table ${t} (word text collate "C" primary key);
    create index ${t}_trigrams on ${t} using gin (word public.gin_trgm_ops)`,
}
