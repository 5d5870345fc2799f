import type { Migration } from "@ignite/platform"

/**
 * Identity's own tables beside the log: the write side's, read by its decisions and never by a read model's
 * rules. They hold the secrets (password hashes) and what sign-in and the session check must know without
 * a read model (whether the address is confirmed). Link tokens, the one-user-per-email rule and throttling
 * moved to the platform's building blocks (002), which claims and invites use too.
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
  {
    id: "identity/002_platform_building_blocks",
    sql: `
      insert into reservations (scope, key, owner)
        select 'user-email', email, user_id::text from user_emails
        on conflict do nothing;
      drop table user_emails;

      insert into link_tokens (token_hash, token_id, purpose, subject, email, expires_at, used_at, created_at)
        select token_hash, token_id, purpose, user_id::text, email, expires_at, used_at, created_at from user_tokens
        on conflict do nothing;
      drop table user_tokens;

      insert into throttle_counters (key, window_started_at, attempts, locked_until)
        select key, window_started_at, attempts, locked_until from auth_throttle
        on conflict do nothing;
      drop table auth_throttle;

      -- whether the login address is proven, kept by identity itself rather than read from current_users
      alter table user_credentials add column confirmed boolean not null default false;
      update user_credentials c set confirmed = true
       where exists (
         select 1 from events e
          where e.stream_id = 'user-' || c.user_id::text
            and (e.event_type in ('EmailConfirmed', 'EmailChanged')
                 or (e.event_type = 'UserRegistered' and (e.data ->> 'confirmed')::boolean))
       );
    `,
  },
]
