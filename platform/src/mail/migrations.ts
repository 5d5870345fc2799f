import type { Migration } from "../sql/migrations"

export const mailMigrations: readonly Migration[] = [
  {
    id: "platform/010_mail",
    sql: `
      -- The development mailbox: where mail goes without SMTP_URL outside production (read at /dev/mail).
      create table dev_mailbox (
        id uuid primary key default gen_random_uuid(),
        -- newest first needs a strict order: sent_at is now(), equal for every mail of one transaction
        seq bigint generated always as identity unique,
        to_address text not null,
        subject text not null,
        text text not null,
        html text not null,
        sent_at timestamptz not null default now(),
        idempotency_key text not null unique
      );
      create index dev_mailbox_to on dev_mailbox (lower(to_address), seq desc);

      -- One row per mail a reactor has handed over; kept, so a reset checkpoint replays without re-sending.
      create table mail_deliveries (
        idempotency_key text primary key,
        sent_at timestamptz not null default now()
      );
    `,
  },
]
