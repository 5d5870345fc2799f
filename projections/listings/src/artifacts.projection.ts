import {
  type ArtifactAttachment,
  type ArtifactKind,
  type ArtifactLink,
  type ListingArtifact,
  type ListingArtifactsPage,
  type PageRequest,
  paginate,
} from "@ignite/contracts"
import type { ArtifactContent } from "@ignite/contracts/events"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * Services, products and use cases by listing and kind, newest first. Inline: an owner reads the artifact
 * they just saved. Nested items are JSON columns: they are only ever read with their artifact. A removed
 * artifact's row goes.
 */
export const artifactsProjection = defineProjection({
  name: "listing_artifacts",
  version: 1,
  mode: "inline",
  tables: {
    listing_artifacts: (t) => `create table ${t} (
      id uuid primary key,
      listing_id uuid not null,
      account_id uuid not null,
      kind text not null,
      name text not null,
      description text not null,
      url text,
      logo_path text,
      start_date text,
      end_date text,
      technology_type_ids jsonb not null default '[]',
      attachments jsonb not null default '[]',
      links jsonb not null default '[]',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      position bigint not null
    );
    create index ${t}_listing_kind on ${t} (listing_id, kind, created_at desc, position desc)`,
  },
  handlers: {
    ListingArtifactCreated: async ({ data, recordedAt, globalPosition }, { tx, t }) => {
      const a = data.artifact
      await tx.query(
        `insert into ${t.listing_artifacts} (id, listing_id, account_id, kind, name, description, url, logo_path,
           start_date, end_date, technology_type_ids, attachments, links, created_at, updated_at, position)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15)
         on conflict (id) do nothing`,
        [
          data.artifactId,
          data.listingId,
          data.accountId,
          data.kind,
          ...contentColumns(a),
          recordedAt,
          globalPosition,
        ],
      )
    },
    ListingArtifactEdited: async ({ data, recordedAt }, { tx, t }) => {
      await tx.query(
        `update ${t.listing_artifacts} set name = $2, description = $3, url = $4, logo_path = $5, start_date = $6,
           end_date = $7, technology_type_ids = $8, attachments = $9, links = $10, updated_at = $11
         where id = $1`,
        [data.artifactId, ...contentColumns(data.artifact), recordedAt],
      )
    },
    ListingArtifactRemoved: async ({ data }, { tx, t }) => {
      await tx.query(`delete from ${t.listing_artifacts} where id = $1`, [data.artifactId])
    },
  },
})

const contentColumns = (a: ArtifactContent) => [
  a.name,
  a.description,
  a.url,
  a.logoPath,
  a.startDate,
  a.endDate,
  JSON.stringify(a.technologyTypeIds),
  JSON.stringify(a.attachments),
  JSON.stringify(a.links),
]

type Json<T> = T | string

interface ArtifactRow {
  id: string
  listing_id: string
  kind: ArtifactKind
  name: string
  description: string
  url: string | null
  logo_path: string | null
  start_date: string | null
  end_date: string | null
  technology_type_ids: Json<string[]>
  attachments: Json<ArtifactContent["attachments"]>
  links: Json<ArtifactContent["links"]>
  created_at: Date | string
  updated_at: Date | string
}

// jsonb arrives parsed from pg and as text from some PGlite paths: read both
const json = <T>(value: Json<T>): T => (typeof value === "string" ? (JSON.parse(value) as T) : value)
const iso = (value: Date | string) => new Date(value).toISOString()

const attachmentOf = (a: ArtifactContent["attachments"][number]): ArtifactAttachment => ({
  id: a.id,
  name: a.name,
  description: a.description,
  file: { path: a.path, mimeType: a.mimeType, bytes: a.bytes, fileName: a.fileName ?? null },
})
const linkOf = (l: ArtifactContent["links"][number]): ArtifactLink => ({ ...l })

/** Names of technology types come from the caller: admins rename them, so they are read when shown. */
export type TechnologyTypeName = (technologyTypeId: string) => string

const toArtifact = (row: ArtifactRow, nameOf: TechnologyTypeName): ListingArtifact => ({
  id: row.id,
  listingId: row.listing_id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  url: row.url,
  logo: row.logo_path ? { path: row.logo_path } : null,
  startDate: row.start_date,
  endDate: row.end_date,
  listingArtifactAttachments: json(row.attachments).map(attachmentOf),
  listingArtifactLinks: json(row.links).map(linkOf),
  listingArtifactTechnologyTypes: json(row.technology_type_ids).map((technologyTypeId) => ({
    technologyTypeId,
    name: nameOf(technologyTypeId),
  })),
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
})

const columns = `id::text as id, listing_id::text as listing_id, kind, name, description, url, logo_path,
  start_date, end_date, technology_type_ids, attachments, links, created_at, updated_at`

/** One kind of a listing's artifacts, a page of them, newest first (ties broken by log order). */
export const artifactsOfListing = async (
  db: Queryable,
  listingId: string,
  kind: ArtifactKind,
  request: PageRequest,
  nameOf: TechnologyTypeName,
): Promise<ListingArtifactsPage> => {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    "select count(*)::int as count from listing_artifacts where listing_id = $1 and kind = $2",
    [listingId, kind],
  )
  const { offset, ...pagination } = paginate(count, request)
  const rows = await db.query<ArtifactRow>(
    `select ${columns} from listing_artifacts where listing_id = $1 and kind = $2
     order by created_at desc, position desc limit $3 offset $4`,
    [listingId, kind, request.perPage, offset],
  )
  return { data: rows.map((row) => toArtifact(row, nameOf)), pagination }
}

export const findArtifact = async (
  db: Queryable,
  artifactId: string,
  nameOf: TechnologyTypeName,
): Promise<ListingArtifact | undefined> => {
  const [row] = await db.query<ArtifactRow>(`select ${columns} from listing_artifacts where id = $1`, [
    artifactId,
  ])
  return row && toArtifact(row, nameOf)
}

/** The links and attachments of all the listing's artifacts together, newest artifact first. */
export const artifactItemsOfListing = async (
  db: Queryable,
  listingId: string,
): Promise<{ links: ArtifactLink[]; attachments: ArtifactAttachment[] }> => {
  const rows = await db.query<Pick<ArtifactRow, "links" | "attachments">>(
    `select links, attachments from listing_artifacts where listing_id = $1
     order by created_at desc, position desc`,
    [listingId],
  )
  return {
    links: rows.flatMap((row) => json(row.links).map(linkOf)),
    attachments: rows.flatMap((row) => json(row.attachments).map(attachmentOf)),
  }
}
