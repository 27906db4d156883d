-- svc-ops' own messages: when the message relay may take a row (a sender's lease, or the next automatic try).
ALTER TABLE "communications" ADD COLUMN "retry_at" TIMESTAMPTZ(3);

CREATE INDEX "communications_retry_at_idx" ON "communications"("retry_at");
