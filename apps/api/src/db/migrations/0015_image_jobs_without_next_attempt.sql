-- The job queue (pg-boss, decision 029) holds when a photo's next attempt runs: the record's own time and its
-- claim index are read by nothing since.
DROP INDEX IF EXISTS "image_jobs_claim_idx";--> statement-breakpoint
ALTER TABLE "image_processing_jobs" DROP COLUMN "next_attempt_at";
