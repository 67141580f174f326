DROP INDEX "properties_search_created_idx";--> statement-breakpoint
DROP INDEX "properties_search_price_usd_idx";--> statement-breakpoint
DROP INDEX "properties_search_price_sqm_idx";--> statement-breakpoint
-- Filtered search at scale (docs/decisions/022-filtered-search-at-scale.md). Every public search is Active +
-- city + listing type + property type, ordered by one sort key with the id as tiebreaker. Each index below
-- carries the common filter columns and the three sort keys (INCLUDE), so a filter is checked from the index
-- alone (an index-only scan) instead of fetching each candidate row, and a small result's orders are built
-- from the same scan. The fixed-width columns come first (their offsets are known without reading the
-- variable-width numerics before them). Ascending keys: a backward scan serves "descending".
CREATE INDEX "properties_search_created_idx" ON "properties" ("city", "listing_type", "property_type", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';
--> statement-breakpoint
CREATE INDEX "properties_search_price_usd_idx" ON "properties" ("city", "listing_type", "property_type", "price_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';
--> statement-breakpoint
CREATE INDEX "properties_search_price_sqm_idx" ON "properties" ("city", "listing_type", "property_type", "price_per_sqm_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "size")
	WHERE publish_status = 'Active';
--> statement-breakpoint
-- A district narrows a scope about thirtyfold: its matches are read from its own range of these two (newest
-- first, by price), which also serve the other sorts and the district's exact count.
CREATE INDEX "properties_search_district_created_idx" ON "properties" ("city", "listing_type", "property_type", "district_id", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';
--> statement-breakpoint
CREATE INDEX "properties_search_district_price_idx" ON "properties" ("city", "listing_type", "property_type", "district_id", "price_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';
--> statement-breakpoint
-- The estimate of a large count: the scope in a pseudo-random order (the hash of the id), read until enough
-- matches are met; the share of the hash range read by then estimates the share of the scope that matches.
CREATE INDEX "properties_search_sample_idx" ON "properties" ("city", "listing_type", "property_type", hashint4("id"))
	INCLUDE ("id", "created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "price_per_sqm_usd", "size")
	WHERE publish_status = 'Active';
