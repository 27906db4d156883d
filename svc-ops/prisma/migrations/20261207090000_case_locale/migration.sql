-- The traveller's language, from booking.requested v3. Cases opened before it were booked in English.
ALTER TABLE "operations_cases" ADD COLUMN "locale" VARCHAR(8) NOT NULL DEFAULT 'en';
