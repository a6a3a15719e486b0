-- The dashboard's rollups counted how calls ended in words of their own ('transferred', 'not_found', and
-- 'answered' also for calls the call list shows as ended with a goodbye or after a refusal). Rolled-up days
-- are never rewritten, so:
-- 1. the two renamed words are renamed in place (days whose calls are gone keep their counts in the new words);
-- 2. every day from a hospital's oldest stored call on is marked incomplete, so the next dashboard load rolls
--    it up again from the calls, by the call list's rule (CALL_ENDINGS). A day with erased calls then counts
--    without them: the only way to count its calls by the new rule.
UPDATE "operations_calls_hourly" SET "disposition" = CASE "disposition" WHEN 'transferred' THEN 'escalated' ELSE 'unanswered' END
  WHERE "disposition" IN ('transferred', 'not_found');--> statement-breakpoint
UPDATE "operations_days" o SET "complete" = false
  FROM (
    SELECT c."tenant_id", (min(c."created_at") AT TIME ZONE t."timezone")::date AS "first_day"
    FROM "conversations" c JOIN "tenants" t ON t."id" = c."tenant_id"
    GROUP BY c."tenant_id", t."timezone"
  ) f
  WHERE o."tenant_id" = f."tenant_id" AND o."day" >= f."first_day";
