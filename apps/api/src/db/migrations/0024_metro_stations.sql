-- The nearest Tbilisi metro station and the walk to it (decision 042), stored on the listing wherever its
-- coordinates are written. Walk = straight-line (haversine) metres x 1.3 (streets are not straight) at 80 m a
-- minute, rounded up, at least 1; no station beyond 40 minutes; Batumi has no metro (null). The stations are
-- packages/shared/src/rules/metro.ts (the one list); this copy only fills the rows that exist today.
ALTER TABLE "properties" ADD COLUMN "metro_station_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "metro_walk_minutes" smallint;--> statement-breakpoint
WITH stations(id, latitude, longitude) AS (VALUES
  ('akhmeteli-theatre', 41.791762, 44.815913),
  ('sarajishvili', 41.7831, 44.8057),
  ('guramishvili', 41.775009, 44.79511),
  ('grmagele', 41.7653, 44.7872),
  ('didube', 41.74987, 44.780047),
  ('gotsiridze', 41.74285, 44.78414),
  ('nadzaladevi', 41.730094, 44.796222),
  ('station-square-1', 41.722627, 44.797493),
  ('marjanishvili', 41.709625, 44.797981),
  ('rustaveli', 41.70361, 44.79),
  ('liberty-square', 41.69472, 44.79972),
  ('avlabari', 41.6934, 44.8124),
  ('300-aragveli', 41.6893, 44.823),
  ('isani', 41.68655, 44.840929),
  ('samgori', 41.6857, 44.8545),
  ('varketili', 41.6933, 44.8817),
  ('station-square-2', 41.722627, 44.797493),
  ('tsereteli', 41.7269, 44.7793),
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
)
UPDATE "properties" SET "metro_station_id" = nearest.station_id, "metro_walk_minutes" = nearest.minutes
FROM nearest WHERE "properties".id = nearest.id AND nearest.minutes <= 40;
