-- CreateTable
CREATE TABLE "saved_quotes" (
    "token" TEXT NOT NULL,
    "items" JSONB NOT NULL,
    "promo_code" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "saved_quotes_pkey" PRIMARY KEY ("token")
);

-- CreateIndex
CREATE INDEX "saved_quotes_expires_at_idx" ON "saved_quotes"("expires_at");
