import type { Migration } from "../sql/migrations"
import { personalDataMigration } from "./personal-data"

export const eventStoreMigrations: readonly Migration[] = [
  {
    id: "platform/001_event_store",
    sql: `
      create table streams (
        stream_id text primary key,
        stream_type text not null,
        version bigint not null,
        updated_at timestamptz not null default now()
      );

      create table events (
        global_position bigint generated always as identity primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null,
        stream_type text not null,
        stream_version bigint not null,
        event_id uuid not null unique,
        event_type text not null,
        schema_version int not null default 1,
        data jsonb not null,
        metadata jsonb not null default '{}',
        recorded_at timestamptz not null default now(),
        unique (stream_id, stream_version)
      );
      -- consumers read in commit-safe order: (transaction_id, global_position), fenced by the snapshot xmin
      create index events_tx_order on events (transaction_id, global_position);
      create index events_type_tx_order on events (event_type, transaction_id, global_position);

      create table checkpoints (
        name text primary key,
        transaction_id xid8 not null default '0',
        global_position bigint not null default 0,
        updated_at timestamptz not null default now()
      );
    `,
  },
  personalDataMigration,
  {
    // Every append updates its stream's row: free room on the page lets PostgreSQL update it in place (HOT)
    // instead of touching the index each time.
    id: "platform/005_streams_fillfactor",
    sql: "alter table streams set (fillfactor = 50)",
  },
  {
    // The audit log's filters (platform/src/audit), newest first: who caused it (old events: their data's
    // `by`), which request or correlation, which event type. Three more index entries per append, measured
    // against the append benchmark in docs/audit.md.
    id: "platform/006_events_audit_indexes",
    sql: `
      create index events_audit_actor on events ((coalesce(metadata->>'actorId', data->>'by')), global_position);
      create index events_audit_correlation on events
        ((coalesce(metadata->>'correlationId', metadata->>'requestId')), global_position);
      create index events_audit_type on events (event_type, global_position);
    `,
  },
]
