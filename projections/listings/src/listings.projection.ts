import { type ListingView, socialMediaTypes } from "@ignite/contracts"
import { naicsCodeById } from "@ignite/contracts/naics"
import { productServiceCodes } from "@ignite/contracts/reference"
import { defineProjection, type Queryable, stampedUpdate } from "@ignite/platform"

const updateListing = stampedUpdate("listings", (data: { listingId: string }) => data.listingId)

/**
 * Storefronts as owners and the marketplace read them. Inline: an owner reads the listing they just
 * published. Visibility columns are here so every government-side read, count and search filters on them.
 */
export const listingsProjection = defineProjection({
  name: "listings",
  version: 2,
  mode: "inline",
  tables: {
    listings: (t) => `create table ${t} (
      id uuid primary key,
      account_id uuid not null unique,
      unique_entity_id text not null,
      name text not null,
      website text,
      address_line1 text not null default '',
      address_line2 text not null default '',
      address_line3 text not null default '',
      city text not null default '',
      state_or_province text not null default '',
      postal_code text not null default '',
      country text not null default 'US',
      number_of_employees integer,
      business_classification_ids text[] not null default '{}',
      tag_line text,
      logo_path text,
      year_founded integer,
      sam_code text,
      duns_code text,
      cage_code text,
      capability_statement text,
      point_of_contact_id uuid,
      naics_code_ids text[] not null default '{}',
      product_service_code_ids text[] not null default '{}',
      technology_type_ids text[] not null default '{}',
      social_media_accounts jsonb not null default '[]',
      edited_by_owner boolean not null default false,
      is_published boolean not null default false,
      is_only_vision_visible boolean not null default false,
      published_at timestamptz,
      last_profile_sync timestamptz,
      opened_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index ${t}_published on ${t} (is_published, is_only_vision_visible)`,
  },
  // a bulk import opens and syncs thousands at once: one statement per run of each
  batches: {
    ListingOpened: async (events, { tx, t }) => {
      await tx.query(
        `insert into ${t.listings} (id, account_id, unique_entity_id, name, opened_at, updated_at)
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
    },
    ListingRegistryProfileSynced: async (events, { tx, t }) => {
      // in log order, the last sync of a listing wins: later rows of the run overwrite earlier ones
      const latest = new Map(events.map((event) => [event.data.listingId, event]))
      await tx.query(
        `update ${t.listings} as l set website = r.website, address_line1 = r.address_line1,
           address_line2 = r.address_line2, city = r.city, state_or_province = r.state_or_province,
           postal_code = r.postal_code, country = r.country, number_of_employees = r.number_of_employees,
           business_classification_ids = array(select jsonb_array_elements_text(r.classifications)),
           last_profile_sync = r.synced_at, updated_at = r.updated_at
         from jsonb_to_recordset($1::jsonb) as r(id uuid, website text, address_line1 text, address_line2 text,
           city text, state_or_province text, postal_code text, country text, number_of_employees integer,
           classifications jsonb, synced_at timestamptz, updated_at timestamptz)
         where l.id = r.id`,
        [
          JSON.stringify(
            [...latest.values()].map(({ data, recordedAt }) => ({
              id: data.listingId,
              website: data.profile.website,
              address_line1: data.profile.addressLine1,
              address_line2: data.profile.addressLine2,
              city: data.profile.city,
              state_or_province: data.profile.stateOrProvince,
              postal_code: data.profile.postalCode,
              country: data.profile.country,
              number_of_employees: data.profile.numberOfEmployees,
              classifications: data.profile.businessClassificationIds,
              synced_at: data.syncedAt,
              updated_at: recordedAt,
            })),
          ),
        ],
      )
    },
  },
  handlers: {
    ListingEdited: (event, ctx) => {
      const p = event.data.profile
      return updateListing(ctx, event, {
        name: p.name,
        tag_line: p.tagLine,
        website: p.website,
        year_founded: p.yearFounded,
        sam_code: p.samCode,
        duns_code: p.dunsCode,
        cage_code: p.cageCode,
        capability_statement: p.capabilityStatement,
        address_line1: p.addressLine1,
        address_line2: p.addressLine2,
        address_line3: p.addressLine3,
        city: p.city,
        state_or_province: p.stateOrProvince,
        postal_code: p.postalCode,
        country: p.country,
        point_of_contact_id: p.pointOfContactId,
        naics_code_ids: p.naicsCodeIds,
        product_service_code_ids: p.productServiceCodeIds,
        business_classification_ids: p.businessClassificationIds,
        technology_type_ids: p.technologyTypeIds,
        social_media_accounts: JSON.stringify(p.socialMediaAccounts),
        edited_by_owner: true,
      })
    },
    ListingLogoChanged: (event, ctx) => updateListing(ctx, event, { logo_path: event.data.logoPath }),
    ListingVisibilityChanged: (event, ctx) =>
      updateListing(ctx, event, { is_only_vision_visible: event.data.isOnlyVisionVisible }),
    ListingPublished: (event, ctx) =>
      updateListing(ctx, event, { is_published: true, published_at: event.data.publishedAt }),
    ListingUnpublished: (event, ctx) => updateListing(ctx, event, { is_published: false }),
    // the registry renames the company: an unedited storefront follows (owners' edits arrive with editing)
    AccountRegistryUpdated: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.listings} set name = $2, updated_at = $3 where account_id = $1 and not edited_by_owner`,
        [data.accountId, data.name, recordedAt],
      )
    },
  },
})

interface ListingRow {
  id: string
  account_id: string
  unique_entity_id: string
  name: string
  website: string | null
  address_line1: string
  address_line2: string
  address_line3: string
  city: string
  state_or_province: string
  postal_code: string
  country: string
  number_of_employees: number | null
  business_classification_ids: string[]
  tag_line: string | null
  logo_path: string | null
  year_founded: number | null
  sam_code: string | null
  duns_code: string | null
  cage_code: string | null
  capability_statement: string | null
  point_of_contact_id: string | null
  naics_code_ids: string[]
  product_service_code_ids: string[]
  technology_type_ids: string[]
  social_media_accounts: Array<{ id: string; socialMediaTypeId: string; identifier: string }> | string
  is_published: boolean
  is_only_vision_visible: boolean
  last_profile_sync: Date | string | null
  updated_at: Date | string
}

const iso = (value: Date | string) => new Date(value).toISOString()
/**
 * Names of the lists admins keep (business classifications, technology types) come from the caller, as
 * they stand when read: admins add and rename items, so a name copied here would go stale.
 */
export interface ListingNames {
  businessClassification(id: string): string
  technologyType(id: string): string
}
const socialMediaTypeNames = new Map<string, string>(socialMediaTypes.map((t) => [t.id, t.name]))
const pscById = new Map(productServiceCodes.map((code) => [code.id, code]))

const toView = (row: ListingRow, names: ListingNames): ListingView => ({
  id: row.id,
  accountId: row.account_id,
  uniqueEntityId: row.unique_entity_id,
  name: row.name,
  website: row.website,
  addressLine1: row.address_line1,
  addressLine2: row.address_line2,
  addressLine3: row.address_line3,
  city: row.city,
  stateOrProvince: row.state_or_province,
  postalCode: row.postal_code,
  country: row.country,
  numberOfEmployees: row.number_of_employees,
  businessClassifications: row.business_classification_ids.map((id) => ({
    id,
    name: names.businessClassification(id),
  })),
  tagLine: row.tag_line,
  logo: row.logo_path ? { path: row.logo_path } : null,
  yearFounded: row.year_founded,
  samCode: row.sam_code,
  dunsCode: row.duns_code,
  cageCode: row.cage_code,
  capabilityStatement: row.capability_statement,
  pointOfContactId: row.point_of_contact_id,
  naicsCodes: row.naics_code_ids.map((id) => {
    const naics = naicsCodeById.get(id)
    return { id, code: naics?.code ?? id, name: naics?.name ?? id }
  }),
  productServiceCodes: row.product_service_code_ids.map((id) => ({
    id,
    code: id,
    description: pscById.get(id)?.description ?? id,
  })),
  technologyTypes: row.technology_type_ids.map((id) => ({ id, name: names.technologyType(id) })),
  socialMediaAccounts: (typeof row.social_media_accounts === "string"
    ? (JSON.parse(row.social_media_accounts) as Array<{
        id: string
        socialMediaTypeId: string
        identifier: string
      }>)
    : row.social_media_accounts
  ).map((account) => ({
    ...account,
    socialMediaTypeName: socialMediaTypeNames.get(account.socialMediaTypeId) ?? account.socialMediaTypeId,
  })),
  isPublished: row.is_published,
  isOnlyVisionVisible: row.is_only_vision_visible,
  views: 0,
  lastProfileSync: row.last_profile_sync === null ? null : iso(row.last_profile_sync),
  updatedAt: iso(row.updated_at),
  // filled by the reads from the artifacts read model
  listingArtifactLinks: [],
  listingArtifactAttachments: [],
})

const listingColumns = `id::text as id, account_id::text as account_id, unique_entity_id, name, website,
  address_line1, address_line2, address_line3, city, state_or_province, postal_code, country,
  number_of_employees, business_classification_ids, tag_line, logo_path, year_founded, sam_code, duns_code,
  cage_code, capability_statement, point_of_contact_id::text as point_of_contact_id, naics_code_ids,
  product_service_code_ids, technology_type_ids, social_media_accounts, is_published, is_only_vision_visible,
  last_profile_sync, updated_at`

export const findListing = async (
  db: Queryable,
  listingId: string,
  names: ListingNames,
): Promise<ListingView | undefined> => {
  const [row] = await db.query<ListingRow>(`select ${listingColumns} from listings where id = $1`, [
    listingId,
  ])
  return row && toView(row, names)
}

export const findListingOfAccount = async (
  db: Queryable,
  accountId: string,
  names: ListingNames,
): Promise<ListingView | undefined> => {
  const [row] = await db.query<ListingRow>(`select ${listingColumns} from listings where account_id = $1`, [
    accountId,
  ])
  return row && toView(row, names)
}

/** What a conversation shows of a company (spec 02 §3 "Account/company target"): its storefront's card. */
export interface StorefrontCard {
  readonly listingId: string
  readonly name: string
  readonly uniqueEntityId: string
  readonly logoPath: string | null
}

/** The storefront cards of these accounts, in one query. */
export const storefrontCardsOf = async (
  db: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, StorefrontCard>> => {
  if (accountIds.length === 0) return new Map()
  const rows = await db.query<{
    id: string
    account_id: string
    name: string
    unique_entity_id: string
    logo_path: string | null
  }>(
    `select id::text as id, account_id::text as account_id, name, unique_entity_id, logo_path from listings
     where account_id = any($1::uuid[])`,
    [[...new Set(accountIds)]],
  )
  return new Map(
    rows.map((row) => [
      row.account_id,
      { listingId: row.id, name: row.name, uniqueEntityId: row.unique_entity_id, logoPath: row.logo_path },
    ]),
  )
}
