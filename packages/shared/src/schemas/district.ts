import { z } from 'zod';
import { CITIES } from '../enums';
import { caseInsensitiveEnum } from './common';

export const District = z.object({
  id: z.number().int(),
  nameGeo: z.string(),
  nameEng: z.string(),
  nameRus: z.string(),
  city: z.enum(CITIES),
  isActive: z.boolean(),
  latitude: z.number(),
  longitude: z.number(),
});
export type District = z.infer<typeof District>;

export const DistrictCityParams = z.object({ city: caseInsensitiveEnum(CITIES) });
