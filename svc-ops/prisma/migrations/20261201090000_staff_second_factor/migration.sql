-- Every staff session made before second factors existed was opened by a password alone: they end, so everyone
-- signs in again and sets up a passkey or an authenticator app.
DELETE FROM "staff_sessions";

-- AlterTable
ALTER TABLE "staff_sessions" ADD COLUMN     "device" TEXT NOT NULL DEFAULT 'Unknown device',
ADD COLUMN     "method" TEXT NOT NULL DEFAULT 'password',
ADD COLUMN     "network" TEXT NOT NULL DEFAULT 'unknown',
ADD COLUMN     "public_id" UUID NOT NULL DEFAULT gen_random_uuid();

-- CreateTable
CREATE TABLE "staff_pending_sign_ins" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "csrf_token" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "device" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_pending_sign_ins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_passkeys" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "credential_id" TEXT NOT NULL,
    "public_key" BYTEA NOT NULL,
    "counter" BIGINT NOT NULL DEFAULT 0,
    "transports" TEXT[],
    "device_type" TEXT NOT NULL,
    "backed_up" BOOLEAN NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "staff_passkeys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_authenticator_apps" (
    "user_id" UUID NOT NULL,
    "secret" TEXT,
    "confirmed_at" TIMESTAMPTZ(3),
    "last_used_step" BIGINT,
    "pending_secret" TEXT,
    "pending_since" TIMESTAMPTZ(3),

    CONSTRAINT "staff_authenticator_apps_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "staff_recovery_codes" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_recovery_codes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "staff_webauthn_challenges" (
    "owner_id" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "challenge" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "staff_webauthn_challenges_pkey" PRIMARY KEY ("owner_id","purpose")
);

-- CreateIndex
CREATE INDEX "staff_pending_sign_ins_user_id_idx" ON "staff_pending_sign_ins"("user_id");

-- CreateIndex
CREATE INDEX "staff_pending_sign_ins_expires_at_idx" ON "staff_pending_sign_ins"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "staff_passkeys_credential_id_key" ON "staff_passkeys"("credential_id");

-- CreateIndex
CREATE INDEX "staff_passkeys_user_id_idx" ON "staff_passkeys"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "staff_recovery_codes_user_id_code_hash_key" ON "staff_recovery_codes"("user_id", "code_hash");

-- CreateIndex
CREATE INDEX "staff_webauthn_challenges_expires_at_idx" ON "staff_webauthn_challenges"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "staff_sessions_public_id_key" ON "staff_sessions"("public_id");

-- AddForeignKey
ALTER TABLE "staff_pending_sign_ins" ADD CONSTRAINT "staff_pending_sign_ins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_passkeys" ADD CONSTRAINT "staff_passkeys_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_authenticator_apps" ADD CONSTRAINT "staff_authenticator_apps_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "staff_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

