import { and, eq } from 'drizzle-orm';
import type { City } from '@sakhli/shared/enums';
import type { Db } from '../../db/client';
import { districts } from '../../db/schema/index';

const districtColumns = {
  id: districts.id,
  nameGeo: districts.nameGeo,
  nameEng: districts.nameEng,
  nameRus: districts.nameRus,
  city: districts.city,
  isActive: districts.isActive,
  latitude: districts.latitude,
  longitude: districts.longitude,
};

/** Active districts, of one city when given. */
export function selectActiveDistricts(db: Db, city?: City) {
  return db
    .select(districtColumns)
    .from(districts)
    .where(and(eq(districts.isActive, true), city ? eq(districts.city, city) : undefined));
}
