-- Issue 12: the estimate of a large count reads its sample from the price range only. The scope's listings
-- fall into 64 buckets by the hash of their id; within a bucket the entries are ordered by price, so the
-- first j buckets of a price range are one index range each and a random j/64 of its matches
-- (search.repository.ts, docs/decisions/045-count-estimates-by-buckets.md). It replaces
-- the index that read the whole scope in hash order.
DROP INDEX IF EXISTS "properties_search_sample_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_bucket_idx" ON "properties" ("city", "listing_type", "property_type", (hashint4("id") & 63), "price_usd")
	INCLUDE ("id", "created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';
