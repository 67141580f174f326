-- The photo hash backfill (decision 043). A processed photo without a hash was either processed before
-- migration 0020 (the demo seed's pool included) or has no detail to hash. `lacks_detail` tells the second
-- kind, so the backfill reads each photo once; the partial index holds only the photos still to hash
-- (empty once the backfill has run), so a pass after a deploy costs nothing when there is nothing to do.
ALTER TABLE "property_photos" ADD COLUMN "lacks_detail" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "property_photos_unhashed_idx" ON "property_photos" USING btree ("id")
  WHERE "phash" IS NULL AND "display_key" IS NOT NULL AND NOT "lacks_detail";
