-- The AI Score's wishes per listing (decision 024): two bit masks (bit i: WISH_KEYS[i]), null until
-- computed, and how far the background pass over every listing has come for which version of the words.
CREATE TABLE "wish_features_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"next_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listing_wishes" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "photo_wishes" integer;--> statement-breakpoint
CREATE INDEX "properties_wishes_unknown_idx" ON "properties" USING btree ("id") WHERE listing_wishes is null or photo_wishes is null;--> statement-breakpoint
-- A chat's ranking reads every match newest first with its masks, prices and size, and checks its filters,
-- from the newest-first search index alone (an index-only scan, no table row read): the index of migration
-- 0011 with the two masks among its fixed-width included columns.
DROP INDEX "properties_search_created_idx";--> statement-breakpoint
CREATE INDEX "properties_search_created_idx" ON "properties" ("city", "listing_type", "property_type", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished",
		"listing_wishes", "photo_wishes", "price_usd", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';--> statement-breakpoint
-- Writing only a listing's wish masks is no change of the listing: neither its version (ETag, decision
-- 021) nor the search data version (decision 006) moves, so the background pass over a million listings
-- leaves both alone.
CREATE OR REPLACE FUNCTION "is_listing_change"("old_row" "properties", "new_row" "properties") RETURNS boolean
LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	"new_row"."listing_wishes" := "old_row"."listing_wishes";
	"new_row"."photo_wishes" := "old_row"."photo_wishes";
	RETURN "old_row" IS DISTINCT FROM "new_row";
END
$$;
--> statement-breakpoint
DROP TRIGGER "properties_version" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_version" BEFORE UPDATE ON "properties"
	FOR EACH ROW WHEN ("is_listing_change"(OLD, NEW)) EXECUTE FUNCTION "bump_row_version"();
--> statement-breakpoint
DROP TRIGGER "properties_search_version_update" ON "properties";--> statement-breakpoint
CREATE TRIGGER "properties_search_version_update" AFTER UPDATE ON "properties"
	FOR EACH ROW WHEN ("is_listing_change"(OLD, NEW)) EXECUTE FUNCTION "bump_search_version"();
