-- Issue 12 at a million listings, with issue 16's filters (decision 045):
-- 1. The estimate of a large count reads its sample from the price range only. The scope's listings fall into
--    64 buckets by the hash of their id; within a bucket the entries are ordered by price, so the first j
--    buckets of a price range are one index range each and a random j/64 of its matches. It replaces the index
--    that read the whole scope in hash order.
-- 2. Issue 16's filters (seller type, heating, the amenities, minutes to the metro) are checked from every
--    search index as the older filters are, instead of fetching each candidate's row: a filter with parking
--    or the metro took seconds at a million listings.
DROP INDEX IF EXISTS "properties_search_sample_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_bucket_idx" ON "properties" ("city", "listing_type", "property_type", (hashint4("id") & 63), "price_usd")
	INCLUDE ("id", "created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size", "seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_created_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_created_idx" ON "properties" ("city", "listing_type", "property_type", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished",
		"listing_wishes", "photo_wishes", "price_usd", "price_gel", "price_per_sqm_usd", "size", "seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_price_usd_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_price_usd_idx" ON "properties" ("city", "listing_type", "property_type", "price_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size", "seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_price_sqm_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_price_sqm_idx" ON "properties" ("city", "listing_type", "property_type", "price_per_sqm_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "size", "seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_district_created_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_district_created_idx" ON "properties" ("city", "listing_type", "property_type", "district_id", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "price_per_sqm_usd", "size", "seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_district_price_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_district_price_idx" ON "properties" ("city", "listing_type", "property_type", "district_id", "price_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size", "seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_map_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_map_idx" ON "properties" ("city","listing_type","property_type","district_id",(floor(("longitude" + 180) * 364.0888888888889)::bigint * 262144 + floor((0.5 - atanh(sin(radians(least(greatest("latitude", -85.0), 85.0)))) / (2 * pi())) * 131072)::bigint),"id","latitude","longitude","rooms","building_status","renovation_status","price_usd","price_gel","size")
	INCLUDE ("seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed", "metro_walk_minutes")
	WHERE publish_status = 'Active';
