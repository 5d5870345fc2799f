import type { Migration } from "@ignite/platform"

/**
 * Identity's own tables beside the log. None of them is derivable from events on purpose: they hold the
 * secrets (password hashes, token hashes) and the cross-stream rules (one user per email) that must be
 * checked in the same transaction as the append.
 */
export const identityMigrations: readonly Migration[] = [
  {
    id: "identity/001_identity_tables",
    sql: `
      create table user_emails (
        email text primary key,
        user_id uuid not null
      );
      create index user_emails_user on user_emails (user_id);

      create table user_credentials (
        user_id uuid primary key,
        password_hash text not null,
        updated_at timestamptz not null default now()
      );

      create table user_tokens (
        token_hash text primary key,
        token_id uuid not null unique,
        user_id uuid not null,
        purpose text not null check (purpose in ('signup', 'email_change', 'reset')),
        email text not null,
        expires_at timestamptz not null,
        used_at timestamptz,
        created_at timestamptz not null default now()
      );
      create index user_tokens_user on user_tokens (user_id, purpose);

      create table user_sessions (
        id uuid primary key,
        user_id uuid not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        revoked_at timestamptz,
        ip text,
        user_agent text
      );
      create index user_sessions_user on user_sessions (user_id);

      create table auth_throttle (
        key text primary key,
        window_started_at timestamptz not null,
        attempts int not null,
        locked_until timestamptz
      );
    `,
  },
]
