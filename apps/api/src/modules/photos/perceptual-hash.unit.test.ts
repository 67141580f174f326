import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartmentFacade } from '../../db/seed/photos/facades';
import { bedroom } from '../../db/seed/photos/bedrooms';
import { kitchen } from '../../db/seed/photos/kitchens';
import { livingRoom } from '../../db/seed/photos/living-rooms';
import { createRandom } from '../../db/seed/random';
import { bandKeysOf, MAX_PHOTO_DISTANCE, probeKeysOf } from './photo-hash-bands';
import { hammingDistance, perceptualHash } from './perceptual-hash';

const hashOf = async (image: Buffer) => (await perceptualHash(sharp(image).autoOrient()))!;
const draws = [livingRoom, bedroom, kitchen, apartmentFacade];

describe('perceptual hash (decision 038)', () => {
  let scenes: Buffer[];
  beforeAll(async () => {
    scenes = await Promise.all(
      draws.flatMap((draw, kind) =>
        [1, 2].map((index) =>
          sharp(Buffer.from(draw(createRandom(kind * 100 + index))))
            .removeAlpha()
            .jpeg({ quality: 90 })
            .toBuffer(),
        ),
      ),
    );
  });

  it('matches the same photo resized, recompressed at quality 60 and slightly brightened', async () => {
    for (const photo of scenes) {
      const hash = await hashOf(photo);
      const variants = await Promise.all([
        sharp(photo).resize(640).jpeg({ quality: 85 }).toBuffer(),
        sharp(photo).jpeg({ quality: 60 }).toBuffer(),
        sharp(photo).modulate({ brightness: 1.08 }).jpeg().toBuffer(),
        sharp(photo).webp({ quality: 50 }).toBuffer(),
      ]);
      for (const variant of variants) {
        expect(hammingDistance(hash, await hashOf(variant))).toBeLessThanOrEqual(MAX_PHOTO_DISTANCE);
      }
    }
  });

  it('tells different photos apart', async () => {
    const hashes = await Promise.all(scenes.map(hashOf));
    for (const [index, hash] of hashes.entries()) {
      for (const other of hashes.slice(index + 1)) {
        expect(hammingDistance(hash, other)).toBeGreaterThan(MAX_PHOTO_DISTANCE + 2);
      }
    }
    const stripes = await sharp(
      Buffer.from('<svg width="800" height="600"><rect width="400" height="600" fill="#222"/></svg>'),
    )
      .flatten({ background: '#eee' })
      .png()
      .toBuffer();
    expect(hammingDistance(await hashOf(stripes), hashes[0]!)).toBeGreaterThan(MAX_PHOTO_DISTANCE);
  });

  it('gives no hash to a photo without detail (it would match every plain photo)', async () => {
    const plain = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3278c8' } })
      .png()
      .toBuffer();
    expect(await perceptualHash(sharp(plain))).toBeNull();
  });

  it('finds every hash within 7 bits among the probe keys of the band index', () => {
    const hash = -0x1234_5678_9abc_def0n;
    const probes = new Set(probeKeysOf(hash));
    expect(probes.size).toBe(68);
    let near = hash;
    for (const bit of [0, 9, 17, 26, 33, 47, 63]) near ^= 1n << BigInt(bit);
    expect(hammingDistance(hash, near)).toBe(7);
    expect(bandKeysOf(near).some((key) => probes.has(key))).toBe(true);
  });
});
