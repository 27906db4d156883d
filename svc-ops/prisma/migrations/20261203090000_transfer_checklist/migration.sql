-- A chauffeur transfer's checklist has its own seven items (stored like the booking's, one row per ticked item).
-- Transfers made before start from what is already on record: the supplier assigned (who and when from the audit
-- trail), the driver's name and phone, and the confirmation sent to the client, ticked so far under the booking
-- checklist's 'confirmation email sent'. The final reconfirmation keeps its item, which both checklists share.

INSERT INTO "admin_checklist_items" ("id", "case_id", "item_type", "is_completed", "completed_at", "completed_by")
SELECT gen_random_uuid(), c."id", 'supplier_assigned', true,
       COALESCE(a."created_at", CURRENT_TIMESTAMP), COALESCE(a."actor_name", 'System (checklist set-up)')
FROM "operations_cases" c
JOIN "case_supplier_assignments" s ON s."case_id" = c."id" AND s."supplier_name" IS NOT NULL
LEFT JOIN LATERAL (
    SELECT e."created_at", e."actor_name" FROM "case_audit_entries" e
    WHERE e."case_id" = c."id" AND e."action" = 'supplier_assigned'
    ORDER BY e."created_at" DESC
    LIMIT 1
) a ON true
WHERE c."is_chauffeur"
ON CONFLICT ("case_id", "item_type") DO NOTHING;

INSERT INTO "admin_checklist_items" ("id", "case_id", "item_type", "is_completed", "completed_at", "completed_by")
SELECT gen_random_uuid(), c."id", 'driver_info_received', true, CURRENT_TIMESTAMP, 'System (checklist set-up)'
FROM "operations_cases" c
JOIN "case_coordination" k ON k."case_id" = c."id"
WHERE c."is_chauffeur" AND btrim(COALESCE(k."driver_name", '')) <> '' AND btrim(COALESCE(k."driver_phone", '')) <> ''
ON CONFLICT ("case_id", "item_type") DO NOTHING;

INSERT INTO "admin_checklist_items" ("id", "case_id", "item_type", "is_completed", "completed_at", "completed_by")
SELECT gen_random_uuid(), i."case_id", 'client_confirmation_sent', true, i."completed_at", i."completed_by"
FROM "admin_checklist_items" i
JOIN "operations_cases" c ON c."id" = i."case_id"
WHERE c."is_chauffeur" AND i."item_type" = 'confirmation_email_sent' AND i."is_completed"
ON CONFLICT ("case_id", "item_type") DO NOTHING;
