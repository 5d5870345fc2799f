import { type SignableKind, signableKinds, type UnsignedPolicy } from "@ignite/contracts"
import { defineProjection, type Queryable } from "@ignite/platform"
import {
  type PolicyDocumentRow,
  policyDocumentColumns,
  toPolicyDocument,
} from "./policy-documents.projection"

/**
 * Who agreed to which version. Inline: the terms gate reads it on the request right after the user
 * signs, and must not send them back to /sign_terms.
 */
export const policySignaturesProjection = defineProjection({
  name: "policy_signatures",
  version: 1,
  mode: "inline",
  tables: {
    policy_signatures: (t) => `create table ${t} (
      user_id text not null,
      kind text not null,
      document_id text not null,
      signed_at timestamptz not null,
      primary key (user_id, document_id)
    )`,
  },
  handlers: {
    PolicySigned: async ({ data: d }, { tx, t }) => {
      await tx.query(
        `insert into ${t.policy_signatures} (user_id, kind, document_id, signed_at)
         values ($1, $2, $3, $4::timestamptz)
         on conflict (user_id, document_id) do nothing`,
        [d.userId, d.kind, d.documentId, d.signedAt],
      )
    },
  },
})

/**
 * The latest terms and privacy versions this user has not agreed to, terms first. A kind with no
 * published version asks nothing of anyone.
 */
const unsignedLatest = <R>(db: Queryable, userId: string, columns: string) =>
  db.query<R>(
    `select ${columns}
       from policy_documents d
      where d.kind = any($2::text[])
        and d.version = (select max(l.version) from policy_documents l where l.kind = d.kind)
        and not exists (
          select 1 from policy_signatures s where s.user_id = $1 and s.document_id = d.id
        )
      order by array_position($2::text[], d.kind)`,
    [userId, signableKinds],
  )

export const unsignedLatestDocuments = async (db: Queryable, userId: string): Promise<UnsignedPolicy[]> => {
  const rows = await unsignedLatest<PolicyDocumentRow & { kind: SignableKind }>(
    db,
    userId,
    `d.kind, ${policyDocumentColumns("d")}`,
  )
  return rows.map((row) => ({ kind: row.kind, document: toPolicyDocument(row) }))
}

/** Only the kinds: the gate asks this on every protected call and needs no document content. */
export const unsignedLatestKinds = async (db: Queryable, userId: string): Promise<SignableKind[]> =>
  (await unsignedLatest<{ kind: SignableKind }>(db, userId, "d.kind")).map((row) => row.kind)
