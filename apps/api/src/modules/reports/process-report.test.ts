import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_REPORT_SECTIONS } from '@sakhli/shared/constants';
import type { ErrorResponse } from '@sakhli/shared/schemas/common';
import type { Property } from '@sakhli/shared/schemas/property';
import { photoStatistics, propertyPhotos } from '../../db/schema/index';
import {
  brightWarmRoom,
  createReportTestContext,
  darkRoom,
  type ReportTestContext,
} from './testing/report-test-kit';

const GEORGIAN = /[\u10D0-\u10FF]/;
const CYRILLIC = /[\u0400-\u04FF]/;

const processedSections = (report: { sections: Record<string, { hasProcessed: boolean }> }) =>
  Object.entries(report.sections)
    .filter(([, section]) => section.hasProcessed)
    .map(([key]) => key);

describe('GET /api/Property/{id}/process-report with the built-in photo analysis', () => {
  let t: ReportTestContext;
  let bright: Property;

  beforeAll(async () => {
    t = await createReportTestContext({ REVIEW_MODE: 'auto' });
    bright = await t.listingWith([await brightWarmRoom(), await brightWarmRoom()]);
  });
  afterAll(() => t.close());

  it('answers Moderators and Admins only: 401 for guests, 403 for users, the owner included', async () => {
    expect((await t.report('guest', bright.id)).statusCode).toBe(401);
    expect((await t.report('owner', bright.id)).statusCode).toBe(403);
    expect((await t.report('other', bright.id)).json<ErrorResponse>().code).toBe('FORBIDDEN');
    expect((await t.report('moderator', bright.id)).statusCode).toBe(200);
    expect((await t.report('admin', bright.id)).statusCode).toBe(200);
  });

  it('answers 404 for a listing that does not exist, 400 for an id that is not one', async () => {
    const missing = await t.report('moderator', 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>().code).toBe('PROPERTY_NOT_FOUND');
    const invalid = await t.report('moderator', 'abc' as unknown as number);
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<ErrorResponse>().errors ?? {})).toEqual(['id']);
  });

  it('answers 404 PROCESS_REPORT_NOT_READY while none of the photos is processed', async () => {
    const photos = await t.uploadImages('owner', [await brightWarmRoom()]);
    const created = await t.call('owner', 'POST', '/api/Property', t.payload(photos));
    const response = await t.report('moderator', created.json<Property>().id);
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorResponse>().code).toBe('PROCESS_REPORT_NOT_READY');
  });

  it('fills only natural light and style from pixel statistics; the other eight are not processed', async () => {
    const report = await t.readReport(bright.id);
    expect(report).toMatchObject({
      propertyId: bright.id,
      source: 'builtin',
      language: 'en',
      analysedPhotoCount: 2,
    });
    expect(Object.keys(report.sections)).toEqual([...PROCESS_REPORT_SECTIONS]);
    expect(processedSections(report)).toEqual(['naturalLightAndWindows', 'styleAndVibe']);
    for (const key of PROCESS_REPORT_SECTIONS.filter(
      (section) => !processedSections(report).includes(section),
    )) {
      expect(report.sections[key]).toEqual({ text: null, hasProcessed: false });
    }
    const light = report.sections.naturalLightAndWindows.text!;
    expect(light).toMatch(/^The photos are very bright on average \(brightness \d+ %\)/);
    // The window of each photo is pure white: blown-out highlights, said as such.
    expect(light).toContain('Overexposed bright areas (often windows against daylight): 2 of 2 photos.');
    expect(light).toContain('Photo quality: the photos are sharp.');
    expect(light).toContain('Resolution: typically 1200 × 800 px.');
    expect(report.sections.styleAndVibe.text).toMatch(/^Warm, .* palette; main colours: white, brown\./);
  });

  it('tells dark photos from bright ones', async () => {
    const dark = await t.listingWith([await darkRoom()]);
    const report = await t.readReport(dark.id);
    expect(report.sections.naturalLightAndWindows.text).toMatch(/^The photos are dark on average/);
    expect(report.sections.naturalLightAndWindows.text).not.toContain('Overexposed');
    expect(report.sections.styleAndVibe.text).toContain('The photos feel dark and moody.');
  });

  it('writes the texts in the language asked for (ka, en, ru) from the same measurements', async () => {
    const [ka, en, ru] = await Promise.all(
      ['ka-GE', 'en-US', 'ru-RU'].map((language) => t.readReport(bright.id, language)),
    );
    expect([ka!.language, en!.language, ru!.language]).toEqual(['ka', 'en', 'ru']);
    expect(ka!.sections.naturalLightAndWindows.text).toMatch(
      /^ფოტოები საშუალოდ ძალიან ნათელია \(სიკაშკაშე \d+%\)/,
    );
    expect(ka!.sections.styleAndVibe.text).toContain('ძირითადი ფერები: თეთრი, ყავისფერი.');
    expect(ru!.sections.naturalLightAndWindows.text).toMatch(
      /^Фотографии в среднем очень светлые \(яркость \d+ %\)/,
    );
    expect(ru!.sections.styleAndVibe.text).toContain('основные цвета: белый, коричневый.');
    for (const section of ['naturalLightAndWindows', 'styleAndVibe'] as const) {
      expect(ka!.sections[section].text).toMatch(GEORGIAN);
      expect(ka!.sections[section].text).not.toMatch(/[A-Za-z]{3}/);
      expect(ru!.sections[section].text).toMatch(CYRILLIC);
      expect(ru!.sections[section].text).not.toMatch(/[A-Za-z]{3}/);
    }
    const percentOf = (text: string | null) => /(\d+)\s?%/.exec(text ?? '')?.[1];
    expect(percentOf(ka!.sections.naturalLightAndWindows.text)).toBe(
      percentOf(en!.sections.naturalLightAndWindows.text),
    );
    expect(percentOf(ru!.sections.naturalLightAndWindows.text)).toBe(
      percentOf(en!.sections.naturalLightAndWindows.text),
    );
  });

  it("measures a listing's photos as soon as the photo jobs finish them, before anyone asks", async () => {
    const photos = await t.uploadImages('owner', [await darkRoom(), await brightWarmRoom()]);
    const created = await t.call('owner', 'POST', '/api/Property', t.payload(photos));
    expect(created.json<Property>().publishStatus).toBe('Pending');
    await t.app.jobs.drain();
    await t.app.processReports.drain();
    const keys = (await t.db.select().from(propertyPhotos).where(inArray(propertyPhotos.id, photos))).map(
      (photo) => photo.displayKey!,
    );
    const measured = await t.db
      .select()
      .from(photoStatistics)
      .where(inArray(photoStatistics.storageKey, keys));
    expect(measured).toHaveLength(2);
    // The listing went live as before (REVIEW_MODE=auto): the report did not get in the way.
    expect((await t.call('guest', 'GET', `/api/Property/${created.json<Property>().id}`)).statusCode).toBe(
      200,
    );
  });

  it("writes the statistics of a listing's photos at once, a rendition it shows twice once", async () => {
    const listing = await t.listingWith([await darkRoom(), await darkRoom()]);
    await t.context.storage.put(
      'seed/twice-shown-room.webp',
      await sharp(await brightWarmRoom())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await t.db
      .update(propertyPhotos)
      .set({ displayKey: 'seed/twice-shown-room.webp', width: 1280, height: 853 })
      .where(eq(propertyPhotos.propertyId, listing.id));
    const report = await t.readReport(listing.id);
    expect(report.analysedPhotoCount).toBe(2);
    expect(report.sections.naturalLightAndWindows.text).toMatch(/^The photos are very bright/);
    const measured = await t.db
      .select()
      .from(photoStatistics)
      .where(eq(photoStatistics.storageKey, 'seed/twice-shown-room.webp'));
    expect(measured).toHaveLength(1);
  });

  it('follows an edit that changes the photos', async () => {
    const listing = await t.listingWith([await brightWarmRoom()]);
    expect((await t.readReport(listing.id)).sections.naturalLightAndWindows.text).toMatch(/very bright/);
    const darker = await t.uploadImages('owner', [await darkRoom(), await darkRoom(), await darkRoom()]);
    await t.app.jobs.drain();
    const edited = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(darker));
    expect(edited.statusCode, edited.body).toBe(200);
    const report = await t.readReport(listing.id);
    expect(report.analysedPhotoCount).toBe(3);
    expect(report.sections.naturalLightAndWindows.text).toMatch(/^The photos are dark on average/);
  });

  it('measures photos no job announced (seeded listings sharing pool photos) in one pass, each picture once', async () => {
    const [first, second] = [await t.createListing('owner'), await t.createListing('other')];
    await t.context.storage.put(
      'seed/shared-room.webp',
      await sharp(await brightWarmRoom())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await t.db
      .update(propertyPhotos)
      .set({ displayKey: 'seed/shared-room.webp', width: 1280, height: 853 })
      .where(inArray(propertyPhotos.propertyId, [first.id, second.id]));
    const before = await t.app.processReports.listingPhotoReports([first.id]);
    expect(before.get(first.id)!.facts).toBeNull();

    expect(await t.app.processReports.measureUnmeasured()).toBe(1);
    const measured = await t.db
      .select()
      .from(photoStatistics)
      .where(eq(photoStatistics.storageKey, 'seed/shared-room.webp'));
    expect(measured).toHaveLength(1);
    const reports = await t.app.processReports.listingPhotoReports([first.id, second.id]);
    for (const id of [first.id, second.id]) {
      expect(reports.get(id)!.facts).toMatchObject({
        photoCount: 2,
        typicalSize: { width: 1280, height: 853 },
      });
      expect(reports.get(id)!.texts.naturalLightAndWindows!.en).toMatch(/^The photos are very bright/);
    }
  });

  it('gives the AI Score the report texts in every language and the pixel facts, without decoding photos', async () => {
    const reports = await t.app.processReports.listingPhotoReports([bright.id, 999_999]);
    expect([...reports.keys()]).toEqual([bright.id]);
    const report = reports.get(bright.id)!;
    expect(report.source).toBe('builtin');
    expect(Object.keys(report.texts)).toEqual(['naturalLightAndWindows', 'styleAndVibe']);
    expect(report.texts.naturalLightAndWindows!.ka).toMatch(GEORGIAN);
    expect(report.texts.naturalLightAndWindows!.ru).toMatch(CYRILLIC);
    expect(report.facts).toMatchObject({ photoCount: 2, palette: ['white', 'brown'] });
    expect(report.facts!.luminance).toBeGreaterThan(0.7);
  });
});
