-- Map points and clusters (decision 025): the map index carries the common filters (rooms, building and
-- renovation status, size) so a filtered map is answered from the index alone. The district leads (a
-- district's listings are one range), then the listing's map cell (db/schema/map-cell.ts: clusters are
-- summed in index order), then the id (a cell's entries in the order the table was written, so the
-- visibility map is not read at random).
DROP INDEX "properties_search_map_idx";--> statement-breakpoint
CREATE INDEX "properties_search_map_idx" ON "properties" USING btree ("city","listing_type","property_type","district_id",(floor(("longitude" + 180) * 364.0888888888889)::bigint * 262144 + floor((0.5 - atanh(sin(radians(least(greatest("latitude", -85.0), 85.0)))) / (2 * pi())) * 131072)::bigint),"id","latitude","longitude","rooms","building_status","renovation_status","price_usd","price_gel","size") WHERE publish_status = 'Active';