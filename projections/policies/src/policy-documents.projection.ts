import type { PolicyDocument, PolicyKind } from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"

/**
 * Every published version of every policy: the latest per kind is the highest `version` (the policy
 * stream's version), the rest is its history. Inline, so an admin reads the version they just published.
 */
export const policyDocumentsProjection = defineProjection({
  name: "policy_documents",
  version: 1,
  mode: "inline",
  tables: {
    policy_documents: (t) => `create table ${t} (
      id text primary key,
      kind text not null,
      version int not null,
      title text not null,
      publish_date date not null,
      content text not null,
      published_by text not null,
      published_at timestamptz not null,
      unique (kind, version)
    )`,
  },
  handlers: {
    PolicyVersionPublished: async (event, { tx, t }) => {
      const d = event.data
      await tx.query(
        `insert into ${t.policy_documents}
           (id, kind, version, title, publish_date, content, published_by, published_at)
         values ($1, $2, $3, $4, $5::date, $6, $7, $8)
         on conflict (id) do nothing`,
        [
          d.documentId,
          d.kind,
          event.streamVersion,
          d.title,
          d.publishDate,
          d.content,
          d.publishedBy,
          event.recordedAt,
        ],
      )
    },
  },
})

export interface PolicyDocumentRow {
  id: string
  title: string
  publish_date: string
  content: string
}

// to_char, not the date type: the drivers parse dates differently (pg into a local-time Date).
export const policyDocumentColumns = (alias: string) =>
  `${alias}.id, ${alias}.title, to_char(${alias}.publish_date, 'YYYY-MM-DD') as publish_date, ${alias}.content`

export const toPolicyDocument = (row: PolicyDocumentRow): PolicyDocument => ({
  id: row.id,
  title: row.title,
  publishDate: row.publish_date,
  content: row.content,
})

export const latestPolicyDocument = async (db: Queryable, kind: PolicyKind) => {
  const rows = await db.query<PolicyDocumentRow>(
    `select ${policyDocumentColumns("d")} from policy_documents d where d.kind = $1 order by d.version desc limit 1`,
    [kind],
  )
  return rows[0] ? toPolicyDocument(rows[0]) : undefined
}

/** Newest first. */
export const policyDocumentHistory = async (db: Queryable, kind: PolicyKind) => {
  const rows = await db.query<PolicyDocumentRow>(
    `select ${policyDocumentColumns("d")} from policy_documents d where d.kind = $1 order by d.version desc`,
    [kind],
  )
  return rows.map(toPolicyDocument)
}
