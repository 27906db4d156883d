/** For contracts' own tests; services get these tables from their Prisma migrations. */
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
  last_error TEXT,
  parked_at TIMESTAMPTZ,
  claim_token UUID
);
CREATE INDEX IF NOT EXISTS outbox_events_aggregate_id_seq_idx ON outbox_events (aggregate_id, seq);
CREATE TABLE IF NOT EXISTS inbox_events (
  consumer TEXT NOT NULL,
  event_id UUID NOT NULL,
  event_type TEXT NOT NULL,
  handled_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
CREATE TABLE IF NOT EXISTS dead_letters (
  id UUID PRIMARY KEY DEFAULT gen_random_uuid(),
  consumer TEXT NOT NULL,
  topic TEXT NOT NULL,
  event_id UUID,
  event_type TEXT,
  raw TEXT NOT NULL,
  error TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  source TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  replayed_at TIMESTAMPTZ,
  replay_error TEXT
);
CREATE TABLE IF NOT EXISTS event_queue (
  seq BIGSERIAL PRIMARY KEY,
  consumer TEXT NOT NULL,
  raw TEXT NOT NULL,
  enqueued_at TIMESTAMPTZ NOT NULL DEFAULT now()
);`;
