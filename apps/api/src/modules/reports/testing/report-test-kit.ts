import sharp from 'sharp';
import { expect } from 'vitest';
import type { ImageUploadResult } from '@sakhli/shared/schemas/image';
import type { ProcessReport } from '@sakhli/shared/schemas/process-report';
import type { Property } from '@sakhli/shared/schemas/property';
import { imageFile, multipartBody } from '../../photos/testing/photo-test-kit';
import {
  createListingTestContext,
  type Account,
  type Actor,
} from '../../properties/testing/listing-test-kit';

interface RoomColours {
  wall: string;
  floor: string;
  window: string;
  furniture: string;
}

/** A room as a camera sees it: wall, floor, a window and furniture with crisp edges (not a flat colour). */
export function roomPhoto(colours: RoomColours, width = 1200, height = 800): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colours.wall}"/>
    <rect y="${height * 0.7}" width="100%" height="${height * 0.3}" fill="${colours.floor}"/>
    <rect x="${width * 0.1}" y="${height * 0.15}" width="${width * 0.25}" height="${height * 0.4}" fill="${colours.window}"/>
    <rect x="${width * 0.5}" y="${height * 0.5}" width="${width * 0.35}" height="${height * 0.25}" fill="${colours.furniture}"/>
    ${Array.from({ length: 12 }, (_, i) => `<rect x="${i * (width / 12)}" y="${height * 0.7}" width="2" height="${height * 0.3}" fill="${colours.furniture}"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Cream walls, wood floor, daylight: bright and warm. */
export const brightWarmRoom = () =>
  roomPhoto({ wall: '#f3e9d8', floor: '#c9a57a', window: '#ffffff', furniture: '#8c6240' });
/** A room at dusk: dark everywhere. */
export const darkRoom = () =>
  roomPhoto({ wall: '#2b2926', floor: '#1d1b19', window: '#4a4844', furniture: '#141312' });

/**
 * The listing test context with real photos: uploaded through POST /api/Image and processed by the
 * photo jobs (display renditions in storage), and a helper to read the process report.
 */
export async function createReportTestContext(overrides: Record<string, string> = {}) {
  // ROLE=web: uploads stay queued until a test drains the queue (no worker renders them first).
  const t = await createListingTestContext({ ROLE: 'web', ...overrides });

  /** Uploads the images as `account` (queued, not processed yet); answers their ids. */
  async function uploadImages(account: Account, images: Buffer[]): Promise<number[]> {
    const ids: number[] = [];
    for (const image of images) {
      const { payload, headers } = multipartBody([imageFile(image)]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Image',
        payload,
        headers: { ...headers, authorization: `Bearer ${t.users[account].token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      ids.push(response.json<ImageUploadResult>().imageId!);
    }
    return ids;
  }

  /** A listing of the owner with these photos, processed before the listing is saved (as the web does). */
  async function listingWith(images: Buffer[]): Promise<Property> {
    const photos = await uploadImages('owner', images);
    await t.app.jobs.drain();
    const response = await t.call('owner', 'POST', '/api/Property', t.payload(photos));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Property>();
  }

  const report = (actor: Actor, propertyId: number, language = 'en') =>
    t.call(actor, 'GET', `/api/Property/${propertyId}/process-report`, undefined, {
      'accept-language': language,
    });

  /** The report as a moderator reads it (asserting 200). */
  async function readReport(propertyId: number, language = 'en'): Promise<ProcessReport> {
    const response = await report('moderator', propertyId, language);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProcessReport>();
  }

  return { ...t, uploadImages, listingWith, report, readReport };
}
export type ReportTestContext = Awaited<ReturnType<typeof createReportTestContext>>;
