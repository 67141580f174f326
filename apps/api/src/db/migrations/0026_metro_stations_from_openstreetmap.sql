-- Six metro stations placed from memory in 0024 now have OpenStreetMap's coordinates (decision 042: Sarajishvili,
-- Grmagele, Avlabari, 300 Aragveli, Varketili, Tsereteli; 200-900 m off). The nearest station and the walk of
-- every Tbilisi listing are filled again with the same rule as 0024 (haversine x 1.3 at 80 m a minute, rounded
-- up, at least 1; none beyond 40 minutes); only rows whose answer changes are written. The stations are
-- packages/shared/src/rules/metro.ts (the one list); this copy is frozen with the migration.
WITH stations(id, latitude, longitude) AS (VALUES
  ('akhmeteli-theatre', 41.791762, 44.815913),
  ('sarajishvili', 41.784058, 44.799918),
  ('guramishvili', 41.775009, 44.79511),
  ('grmagele', 41.764974, 44.78996),
  ('didube', 41.74987, 44.780047),
  ('gotsiridze', 41.74285, 44.78414),
  ('nadzaladevi', 41.730094, 44.796222),
  ('station-square-1', 41.722627, 44.797493),
  ('marjanishvili', 41.709625, 44.797981),
  ('rustaveli', 41.70361, 44.79),
  ('liberty-square', 41.69472, 44.79972),
  ('avlabari', 41.692259, 44.815841),
  ('300-aragveli', 41.687995, 44.826233),
  ('isani', 41.68655, 44.840929),
  ('samgori', 41.6857, 44.8545),
  ('varketili', 41.691897, 44.870885),
  ('station-square-2', 41.722627, 44.797493),
  ('tsereteli', 41.726412, 44.787661),
  ('technical-university', 41.718335, 44.778138),
  ('medical-university', 41.72722, 44.7625),
  ('delisi', 41.7254, 44.74624),
  ('vazha-pshavela', 41.72425, 44.730722),
  ('state-university', 41.72278, 44.7175)
), nearest AS (
  SELECT p.id, s.id AS station_id,
    greatest(1, ceil(2 * 6371000 * asin(least(1, sqrt(
      power(sin(radians(s.latitude - p.latitude) / 2), 2) +
      cos(radians(p.latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - p.longitude) / 2), 2)
    ))) * 1.3 / 80))::smallint AS minutes
  FROM "properties" p
  CROSS JOIN LATERAL (
    SELECT st.* FROM stations st
    ORDER BY power(st.latitude - p.latitude, 2) + power((st.longitude - p.longitude) * cos(radians(p.latitude)), 2)
    LIMIT 1
  ) s
  WHERE p.city = 'Tbilisi'
), fill AS (
  SELECT id,
    CASE WHEN minutes <= 40 THEN station_id END AS station_id,
    CASE WHEN minutes <= 40 THEN minutes END AS minutes
  FROM nearest
)
UPDATE "properties" SET "metro_station_id" = fill.station_id, "metro_walk_minutes" = fill.minutes
FROM fill WHERE "properties".id = fill.id
  AND ("properties"."metro_station_id" IS DISTINCT FROM fill.station_id
    OR "properties"."metro_walk_minutes" IS DISTINCT FROM fill.minutes);
