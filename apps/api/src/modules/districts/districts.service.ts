import type { City, Language } from '@sakhli/shared/enums';
import type { District } from '@sakhli/shared/schemas/district';
import type { Db } from '../../db/client';
import { selectActiveDistricts } from './districts.repository';

const NAME_BY_LANGUAGE = { ka: 'nameGeo', en: 'nameEng', ru: 'nameRus' } as const;

/** Districts sorted by their name in the reader's language, with that language's alphabet order. */
function sortByName(list: District[], language: Language): District[] {
  const collator = new Intl.Collator(language);
  const key = NAME_BY_LANGUAGE[language];
  return list.sort((a, b) => collator.compare(a[key], b[key]) || a.id - b.id);
}

export function createDistrictsService(db: Db) {
  return {
    /** Only active districts are offered anywhere (SPEC.md: only active entries are used). */
    async listActive(language: Language, city?: City): Promise<District[]> {
      return sortByName(await selectActiveDistricts(db, city), language);
    },
  };
}
export type DistrictsService = ReturnType<typeof createDistrictsService>;
