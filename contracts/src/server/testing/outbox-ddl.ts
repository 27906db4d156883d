/** The tables the outbox and inbox expect, for contracts' own tests; services get them from their Prisma migrations. */
export const OUTBOX_INBOX_DDL = `
CREATE TABLE IF NOT EXISTS outbox_events (
  seq BIGSERIAL PRIMARY KEY,
  id UUID NOT NULL UNIQUE,
  topic TEXT NOT NULL,
  event_type TEXT NOT NULL,
  aggregate_id TEXT NOT NULL,
  envelope JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  published_at TIMESTAMPTZ,
  locked_until TIMESTAMPTZ,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT
);
CREATE TABLE IF NOT EXISTS inbox_events (
  consumer TEXT NOT NULL,
  event_id UUID NOT NULL,
  event_type TEXT NOT NULL,
  handled_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);`;
