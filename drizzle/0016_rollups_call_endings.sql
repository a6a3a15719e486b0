-- The dashboard's rollups counted how calls ended in words of their own ('transferred', 'not_found', and
-- 'answered' for calls the call list shows as ended with a goodbye or after a refusal). Rolled-up days are
-- never rewritten, so they are emptied here: the next dashboard load rolls every day up again in the call
-- list's words (CALL_ENDINGS).
DELETE FROM "operations_calls_hourly";--> statement-breakpoint
DELETE FROM "operations_turns_daily";--> statement-breakpoint
DELETE FROM "operations_first_audio_daily";--> statement-breakpoint
DELETE FROM "operations_unanswered_daily";--> statement-breakpoint
DELETE FROM "operations_days";
