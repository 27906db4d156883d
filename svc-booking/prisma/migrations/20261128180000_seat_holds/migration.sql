-- Holds: seats kept for a traveller while they complete the checkout. A hold counts against its allotments while
-- it has not ended and expires_at is ahead: nothing has to run for an expired hold to stop counting.
CREATE TABLE "holds" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "paused_at" TIMESTAMPTZ(3),
    "remaining_ms" INTEGER NOT NULL,
    "paused_ms" INTEGER NOT NULL DEFAULT 0,
    "items" JSONB NOT NULL,
    "ended_at" TIMESTAMPTZ(3),
    "end_reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "holds_pkey" PRIMARY KEY ("id")
);

CREATE TABLE "hold_seats" (
    "hold_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "allotment_id" UUID NOT NULL,

    CONSTRAINT "hold_seats_pkey" PRIMARY KEY ("hold_id", "position"),
    CONSTRAINT "hold_seats_hold_id_fkey" FOREIGN KEY ("hold_id") REFERENCES "holds"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "hold_seats_allotment_id_fkey" FOREIGN KEY ("allotment_id") REFERENCES "allotments"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

CREATE INDEX "hold_seats_allotment_id_idx" ON "hold_seats"("allotment_id");
CREATE INDEX "holds_expires_at_idx" ON "holds"("expires_at");
