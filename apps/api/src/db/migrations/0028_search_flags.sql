-- Issue 12 × 16 (decision 048): the seven filter columns issue 16 added to every search index and the map index
-- (seller type, heating, five amenity flags) become one smallint of bits, so each index entry is about 13 bytes
-- narrower again and a scan steps over one column instead of seven. The bits (search-flags.ts says the same):
-- 0-1 the seller type (Owner 1, Agency 2, Developer 3), 2-4 the heating (Central 1, IndividualGasBoiler 2,
-- Electric 3, None 4; unknown 0), 5-9 air conditioning, balcony, lift, parking, pets allowed (set when true).
-- The function compares enum labels, which PostgreSQL marks stable; the labels are fixed, so it is declared
-- immutable, as a generated column needs.
-- A search tests each field on its own bits, `(search_flags & mask) = value`; statistics on each of those
-- expressions tell the planner how common each value is, as the columns' own statistics did.
CREATE FUNCTION "properties_search_flags"("seller" "account_type", "heat" "heating_type", "air" boolean,
	"balcony" boolean, "lift" boolean, "parking" boolean, "pets" boolean) RETURNS smallint
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT (
		(CASE "seller" WHEN 'Owner' THEN 1 WHEN 'Agency' THEN 2 WHEN 'Developer' THEN 3 ELSE 0 END)
		| ((CASE "heat" WHEN 'Central' THEN 1 WHEN 'IndividualGasBoiler' THEN 2 WHEN 'Electric' THEN 3 WHEN 'None' THEN 4 ELSE 0 END) << 2)
		| (CASE WHEN "air" THEN 32 ELSE 0 END)
		| (CASE WHEN "balcony" THEN 64 ELSE 0 END)
		| (CASE WHEN "lift" THEN 128 ELSE 0 END)
		| (CASE WHEN "parking" THEN 256 ELSE 0 END)
		| (CASE WHEN "pets" THEN 512 ELSE 0 END)
	)::smallint
$$;
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_flags" smallint NOT NULL
	GENERATED ALWAYS AS (properties_search_flags("seller_type", "heating", "has_air_conditioning", "has_balcony", "has_lift", "has_parking", "pets_allowed")) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_bucket_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_bucket_idx" ON "properties" ("city", "listing_type", "property_type", (hashint4("id") & 63), "price_usd")
	INCLUDE ("id", "created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size", "search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_created_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_created_idx" ON "properties" ("city", "listing_type", "property_type", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished",
		"listing_wishes", "photo_wishes", "price_usd", "price_gel", "price_per_sqm_usd", "size", "search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_price_usd_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_price_usd_idx" ON "properties" ("city", "listing_type", "property_type", "price_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size", "search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_price_sqm_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_price_sqm_idx" ON "properties" ("city", "listing_type", "property_type", "price_per_sqm_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "district_id", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "size", "search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_district_created_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_district_created_idx" ON "properties" ("city", "listing_type", "property_type", "district_id", "created_at", "id")
	INCLUDE ("rooms", "bedrooms", "bathrooms", "floor", "building_status", "renovation_status", "is_furnished", "price_usd", "price_gel", "price_per_sqm_usd", "size", "search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_district_price_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_district_price_idx" ON "properties" ("city", "listing_type", "property_type", "district_id", "price_usd", "id")
	INCLUDE ("created_at", "rooms", "bedrooms", "bathrooms", "floor", "building_status", "renovation_status", "is_furnished", "price_gel", "price_per_sqm_usd", "size", "search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
DROP INDEX IF EXISTS "properties_search_map_idx";
--> statement-breakpoint
CREATE INDEX "properties_search_map_idx" ON "properties" ("city","listing_type","property_type","district_id",(floor(("longitude" + 180) * 364.0888888888889)::bigint * 262144 + floor((0.5 - atanh(sin(radians(least(greatest("latitude", -85.0), 85.0)))) / (2 * pi())) * 131072)::bigint),"id","latitude","longitude","rooms","building_status","renovation_status","price_usd","price_gel","size")
	INCLUDE ("search_flags", "metro_walk_minutes")
	WHERE publish_status = 'Active';
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_seller_stats" ON (("search_flags" & 3)) FROM "properties";
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_heating_stats" ON (("search_flags" & 28)) FROM "properties";
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_air_conditioning_stats" ON (("search_flags" & 32)) FROM "properties";
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_balcony_stats" ON (("search_flags" & 64)) FROM "properties";
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_lift_stats" ON (("search_flags" & 128)) FROM "properties";
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_parking_stats" ON (("search_flags" & 256)) FROM "properties";
--> statement-breakpoint
CREATE STATISTICS "properties_search_flags_pets_stats" ON (("search_flags" & 512)) FROM "properties";
