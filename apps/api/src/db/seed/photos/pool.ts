import sharp from 'sharp';
import type { Storage } from '../../../adapters/storage';
import { storedRenditionHash } from '../../../modules/photos/photo-hash-backfill';
import { createRandom, type Random } from '../random';
import { bathroom } from './bathrooms';
import { bedroom } from './bedrooms';
import { apartmentFacade } from './facades';
import { garden, houseExterior } from './houses';
import { kitchen } from './kitchens';
import { landPlot } from './land';
import { livingRoom } from './living-rooms';
import { officeSpace } from './offices';
import { balconyView } from './views';

/**
 * The shared pool of demo photos: a hundred generated scenes that listings share, so a first start
 * renders them once instead of a set per listing.
 */
export const PHOTO_KINDS = [
  'living-room',
  'bedroom',
  'kitchen',
  'bathroom',
  'balcony-view',
  'building',
  'house',
  'garden',
  'office',
  'land',
] as const;
export type PhotoKind = (typeof PHOTO_KINDS)[number];

const SCENES: Record<PhotoKind, { count: number; draw: (random: Random) => string }> = {
  'living-room': { count: 14, draw: livingRoom },
  bedroom: { count: 14, draw: bedroom },
  kitchen: { count: 12, draw: kitchen },
  bathroom: { count: 10, draw: bathroom },
  'balcony-view': { count: 10, draw: (random) => balconyView(random) },
  building: { count: 12, draw: apartmentFacade },
  house: { count: 12, draw: houseExterior },
  garden: { count: 6, draw: garden },
  office: { count: 6, draw: officeSpace },
  land: { count: 6, draw: landPlot },
};

export const DISPLAY_SIZE = { width: 1280, height: 853 } as const;
export const THUMBNAIL_SIZE = { width: 480, height: 320 } as const;

export interface PoolPhoto {
  kind: PhotoKind;
  displayKey: string;
  thumbnailKey: string;
}

/** Every photo of the pool, by kind, without rendering anything. */
export function photoPool(): Record<PhotoKind, PoolPhoto[]> {
  const pool = {} as Record<PhotoKind, PoolPhoto[]>;
  for (const kind of PHOTO_KINDS) {
    pool[kind] = Array.from({ length: SCENES[kind].count }, (_, index) => {
      const name = `${kind}-${String(index + 1).padStart(2, '0')}.webp`;
      return { kind, displayKey: `seed/${name}`, thumbnailKey: `seed/thumb/${name}` };
    });
  }
  return pool;
}

const seedOf = (kind: PhotoKind, index: number) =>
  [...kind].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) + index * 7919;

async function render(photo: PoolPhoto, index: number, storage: Storage): Promise<void> {
  const svg = SCENES[photo.kind].draw(createRandom(seedOf(photo.kind, index)));
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const [display, thumbnail] = await Promise.all([
    sharp(data, pixels).webp({ quality: 80, effort: 2 }).toBuffer(),
    sharp(data, pixels)
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover' })
      .webp({ quality: 74, effort: 2 })
      .toBuffer(),
  ]);
  await storage.put(photo.displayKey, display, 'image/webp');
  await storage.put(photo.thumbnailKey, thumbnail, 'image/webp');
}

async function exists(storage: Storage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== undefined;
}

/** Renders and stores the pool photos that storage does not hold yet; returns how many it rendered. */
export async function ensurePhotoPool(storage: Storage, concurrency = 2): Promise<number> {
  const pool = photoPool();
  const missing: [PoolPhoto, number][] = [];
  for (const kind of PHOTO_KINDS) {
    for (const [index, photo] of pool[kind].entries()) {
      if (!(await exists(storage, photo.displayKey)) || !(await exists(storage, photo.thumbnailKey)))
        missing.push([photo, index]);
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const [photo, index] = missing[next++] as [PoolPhoto, number];
      await render(photo, index, storage);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return missing.length;
}

/**
 * The perceptual hash of every pool photo's display rendition (null: no detail), read from storage as the
 * hash backfill reads it (`ensurePhotoPool` first). Rows written with them are hashed already (decision 043).
 */
export async function poolPhotoHashes(storage: Storage): Promise<Map<string, bigint | null>> {
  const hashes = new Map<string, bigint | null>();
  for (const photo of Object.values(photoPool()).flat()) {
    const phash = await storedRenditionHash(storage, photo.displayKey);
    if (phash === undefined) throw new Error(`pool photo ${photo.displayKey} is not in storage`);
    hashes.set(photo.displayKey, phash);
  }
  return hashes;
}
