-- Outbox: parked rows (failed to publish too often, each holding back its aggregate) and the per-aggregate order check.
ALTER TABLE "outbox_events" ADD COLUMN "parked_at" TIMESTAMPTZ(3);
-- The claim a relay holds a row under: its later writes to the row name it, so a lapsed claim changes nothing.
ALTER TABLE "outbox_events" ADD COLUMN "claim_token" UUID;
CREATE INDEX "outbox_events_aggregate_id_seq_idx" ON "outbox_events"("aggregate_id", "seq");

-- Dead letters: events a consumer group of this service can never apply as they are, kept for a replay.
CREATE TABLE "dead_letters" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "consumer" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "event_id" UUID,
    "event_type" TEXT,
    "raw" TEXT NOT NULL,
    "error" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "source" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "replayed_at" TIMESTAMPTZ(3),
    "replay_error" TEXT,

    CONSTRAINT "dead_letters_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "dead_letters_replayed_at_created_at_idx" ON "dead_letters"("replayed_at", "created_at");

-- Embedded mode: each consumer group's stored queue (the in-process bus has no broker to keep it).
CREATE TABLE "event_queue" (
    "seq" BIGSERIAL NOT NULL,
    "consumer" TEXT NOT NULL,
    "raw" TEXT NOT NULL,
    "enqueued_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_queue_pkey" PRIMARY KEY ("seq")
);
CREATE INDEX "event_queue_consumer_seq_idx" ON "event_queue"("consumer", "seq");

-- Retention sweeps: inbox rows by age.
CREATE INDEX "inbox_events_handled_at_idx" ON "inbox_events"("handled_at");
