-- Map points and clusters (decision 025): the map index leads with the district and carries the common
-- filters (rooms, size, building and renovation status), so a filtered map is answered from the index alone.
DROP INDEX "properties_search_map_idx";--> statement-breakpoint
CREATE INDEX "properties_search_map_idx" ON "properties" USING btree ("city","listing_type","property_type","district_id","latitude","longitude","price_usd","price_gel","id","rooms","size","building_status","renovation_status") WHERE publish_status = 'Active';