import type { Migration } from "../sql/migrations"

export const projectionMigrations: readonly Migration[] = [
  {
    id: "platform/002_projection_builds",
    sql: `
      create table projection_builds (
        name text not null,
        build int not null,
        version int not null,
        status text not null check (status in ('building', 'active', 'retired')),
        created_at timestamptz not null default now(),
        activated_at timestamptz,
        primary key (name, build)
      );
      create unique index projection_builds_one_active on projection_builds (name) where status = 'active';
    `,
  },
  {
    // An operator's pause (issue 22): the projection's worker folds nothing until resumed; reads keep serving.
    id: "platform/007_projection_pauses",
    sql: "create table projection_pauses (name text primary key, paused_at timestamptz not null default now())",
  },
]
