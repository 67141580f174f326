/**
 * The search-mix bench's reference: the chunk search written the plain way, Fastify and pg with no cache,
 * the visitor's saved filter read per request, an exact count(*) and OFFSET paging, the page's rows and
 * photos loaded and sent as JSON. Same filters, sorts and tie-breaks as the product, for the fields the
 * bench's visitors set (search-mix-visitors.ts). Runs in a worker thread of the bench.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Fastify from 'fastify';
import pg from 'pg';
import { serveUntilClosed } from './worker-thread';

const { databaseUrl } = workerData as { databaseUrl: string };
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SORT_COLUMNS: Record<string, string> = {
  CreatedAt: 'created_at',
  Price: 'price_usd',
  PricePerSqm: 'price_per_sqm_usd',
};
const RANGES = [
  ['minPrice', 'maxPrice', 'price_usd'],
  ['minSize', 'maxSize', 'size'],
  ['minRooms', 'maxRooms', 'rooms'],
] as const;

interface Query {
  city: string;
  listingType: string;
  propertyType: string;
  sortBy: string;
  sortDirection: string;
  chunkNumber: string;
}

const app = Fastify();
app.get<{ Querystring: Query }>('/api/Property/properties/chunk', async (request) => {
  const { city, listingType, propertyType, sortBy, sortDirection } = request.query;
  const chunkNumber = Number(request.query.chunkNumber);
  const saved = await pool.query<{ filter: Record<string, string | number | null> }>(
    'select filter from saved_filters where owner_key = $1 and city = $2 and listing_type = $3 and property_type = $4',
    [`guest:${String(request.headers['x-guest-id'])}`, city, listingType, propertyType],
  );
  const filter = saved.rows[0]?.filter ?? {};
  const values: unknown[] = [city, listingType, propertyType];
  const conditions = ["publish_status = 'Active'", 'city = $1', 'listing_type = $2', 'property_type = $3'];
  for (const [min, max, column] of RANGES) {
    if (filter[min] != null) conditions.push(`${column} >= $${values.push(filter[min])}`);
    if (filter[max] != null) conditions.push(`${column} <= $${values.push(filter[max])}`);
  }
  if (filter.districtId != null) conditions.push(`district_id = $${values.push(filter.districtId)}`);
  if (filter.buildingStatus != null)
    conditions.push(`building_status = $${values.push(filter.buildingStatus)}`);
  if (filter.renovationStatus != null)
    conditions.push(`renovation_status = $${values.push(filter.renovationStatus)}`);
  const where = conditions.join(' and ');
  const direction = sortDirection === 'Ascending' ? 'asc' : 'desc';
  const column = SORT_COLUMNS[sortBy] ?? 'created_at';
  const limit = 75;
  const offset = (chunkNumber - 1) * limit;
  const [count, page] = await Promise.all([
    pool.query<{ count: string }>(`select count(*) from properties where ${where}`, values),
    pool.query(
      `select * from properties where ${where}
       order by ${column} ${direction}, id ${direction} limit ${limit} offset ${offset}`,
      values,
    ),
  ]);
  const ids = page.rows.map((row: { id: number }) => row.id);
  const photos = await pool.query<{ property_id: number }>(
    'select * from property_photos where property_id = any($1) order by property_id, sort_order, id',
    [ids],
  );
  const totalCount = Number(count.rows[0]?.count ?? 0);
  return {
    items: page.rows.map((row: { id: number }) => ({
      ...row,
      photos: photos.rows.filter((photo) => photo.property_id === row.id),
    })),
    totalCount,
    totalPages: Math.ceil(totalCount / 15),
  };
});

parentPort?.postMessage({ port: await serveUntilClosed(app, () => pool.end()) });
