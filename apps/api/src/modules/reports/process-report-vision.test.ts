import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROCESS_REPORT_SECTIONS } from '@sakhli/shared/constants';
import type { VisionProcessReport } from '@sakhli/shared/schemas/process-report';
import type { Property } from '@sakhli/shared/schemas/property';
import { properties } from '../../db/schema/index';
import { explainMask } from '../assistant/score/wish-features';
import {
  startOpenAiTestServer,
  type OpenAiTestServer,
  type RecordedRequest,
} from '../../adapters/testing/openai-test-server';
import {
  brightWarmRoom,
  createReportTestContext,
  darkRoom,
  type ReportTestContext,
} from './testing/report-test-kit';

const API_KEY = 'sk-vision-test-key-4242';

/** What a good vision model answers: every section in the three languages. */
const VISION_ANSWER = Object.fromEntries(
  PROCESS_REPORT_SECTIONS.map((section) => [
    section,
    {
      ka: `${section}: ქართული აღწერა.`,
      en: `${section}: English description.`,
      ru: `${section}: описание по-русски.`,
    },
  ]),
) as VisionProcessReport;

type ContentPart = { type: string; image_url?: { url: string } };
const imagesOf = (request: RecordedRequest) =>
  (request.body.messages as { content: string | ContentPart[] }[])
    .flatMap((message) => (typeof message.content === 'string' ? [] : message.content))
    .filter((part) => part.type === 'image_url')
    .map((part) => part.image_url!.url);

describe('process report with VISION_MODEL, against a local OpenAI-compatible server', () => {
  let server: OpenAiTestServer;
  let t: ReportTestContext;

  beforeAll(async () => {
    server = await startOpenAiTestServer({ apiKey: API_KEY });
    t = await createReportTestContext({
      REVIEW_MODE: 'auto',
      LLM_BASE_URL: server.baseUrl,
      LLM_API_KEY: API_KEY,
      VISION_MODEL: 'vision-model',
      VISION_TIMEOUT_MS: '500',
      LOG_LEVEL: 'warn',
    });
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });
  beforeEach(() => server.reset());

  /** A listing whose photos finish processing after it is saved: the photo jobs trigger the report. */
  async function listingProcessedAfterSave(images: Buffer[]): Promise<Property> {
    const photos = await t.uploadImages('owner', images);
    const created = await t.call('owner', 'POST', '/api/Property', t.payload(photos));
    expect(created.statusCode, created.body).toBe(201);
    await t.app.jobs.drain();
    await t.app.processReports.drain();
    return created.json<Property>();
  }

  it('fills all ten sections from the vision model once the photos are processed, in the language asked', async () => {
    server.answerChat({ json: VISION_ANSWER });
    const listing = await listingProcessedAfterSave([await brightWarmRoom(), await darkRoom()]);
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.body).toMatchObject({
      model: 'vision-model',
      response_format: { type: 'json_schema', json_schema: { name: 'process_report' } },
    });
    expect(request!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    const images = imagesOf(request!);
    expect(images).toHaveLength(2);
    expect(images.every((url) => url.startsWith('data:image/jpeg;base64,'))).toBe(true);

    const en = await t.readReport(listing.id, 'en');
    expect(en).toMatchObject({ source: 'vision', analysedPhotoCount: 2 });
    for (const section of PROCESS_REPORT_SECTIONS) {
      expect(en.sections[section]).toEqual({ text: `${section}: English description.`, hasProcessed: true });
    }
    const ka = await t.readReport(listing.id, 'ka');
    expect(ka.sections.balconyAndView.text).toBe('balconyAndView: ქართული აღწერა.');
    const ru = await t.readReport(listing.id, 'ru');
    expect(ru.sections.outdoorAreas.text).toBe('outdoorAreas: описание по-русски.');
    // A report that describes the current photos is not asked for again.
    await t.app.processReports.drain();
    expect(server.requests).toHaveLength(1);
    const scored = await t.app.processReports.listingPhotoReports([listing.id]);
    expect(scored.get(listing.id)!.texts.bedroomAndLayout).toEqual(VISION_ANSWER.bedroomAndLayout);
  });

  it('stores the wishes the vision report names with the listing, for the AI Score (decision 024)', async () => {
    const balcony = {
      ka: 'აივანი ზღვის ხედით.',
      en: 'A balcony with a sea view.',
      ru: 'Балкон с видом на море.',
    };
    server.answerChat({ json: { ...VISION_ANSWER, balconyAndView: balcony } });
    const listing = await listingProcessedAfterSave([await brightWarmRoom()]);
    await t.app.wishMasks.drain();
    const [row] = await t.db
      .select({ photoWishes: properties.photoWishes })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(explainMask(row!.photoWishes!, ['balcony', 'seaView', 'pool'])).toEqual({
      matched: ['balcony', 'seaView'],
      missed: ['pool'],
    });
  });

  it('falls back to the built-in analysis when the model answers outside the schema, and logs it', async () => {
    const broken = { ...VISION_ANSWER, styleAndVibe: { en: 'Only English' } };
    server.answerChat({ json: broken });
    const listing = await listingProcessedAfterSave([await brightWarmRoom()]);
    expect(server.requests).toHaveLength(1);
    const report = await t.readReport(listing.id);
    expect(report.source).toBe('builtin');
    expect(report.sections.naturalLightAndWindows.text).toMatch(/^The photos are very bright/);
    expect(report.sections.bathroomAndSanitaryArea).toEqual({ text: null, hasProcessed: false });
    expect(
      t.logs.some((line) => line.includes('vision process report failed') && line.includes('schema')),
    ).toBe(true);
    // The failure is remembered: reading the report does not call the model again for the same photos.
    await t.readReport(listing.id);
    await t.app.processReports.drain();
    expect(server.requests).toHaveLength(1);
  });

  it('falls back when the model is slower than VISION_TIMEOUT_MS or fails, without the key in any log line', async () => {
    server.answerChat(
      { delayMs: 3000, then: { json: VISION_ANSWER } },
      { status: 500, message: `down for ${API_KEY}` },
    );
    const slow = await listingProcessedAfterSave([await darkRoom()]);
    const failing = await listingProcessedAfterSave([await darkRoom()]);
    expect(server.requests).toHaveLength(2);
    for (const listing of [slow, failing]) {
      const report = await t.readReport(listing.id);
      expect(report.source).toBe('builtin');
      expect(report.sections.naturalLightAndWindows.text).toMatch(/^The photos are dark on average/);
    }
    expect(t.logs.some((line) => line.includes('no answer within 500 ms'))).toBe(true);
    expect(t.logs.some((line) => line.includes('HTTP 500'))).toBe(true);
    expect(t.logs.join('\n')).not.toContain(API_KEY);
  });

  it('answers at once with the built-in report for photos processed before the listing was saved, then the vision one', async () => {
    server.answerChat({ json: VISION_ANSWER });
    const listing = await t.listingWith([await brightWarmRoom()]);
    const first = await t.readReport(listing.id);
    expect(first.source).toBe('builtin');
    await t.app.processReports.drain();
    expect(server.requests).toHaveLength(1);
    expect((await t.readReport(listing.id)).source).toBe('vision');
  });

  it('asks again after an edit that changes the photos, and never shows the report of the old ones', async () => {
    server.answerChat({ json: VISION_ANSWER });
    const listing = await listingProcessedAfterSave([await brightWarmRoom()]);
    expect((await t.readReport(listing.id)).source).toBe('vision');

    const replaced = await t.uploadImages('owner', [await darkRoom(), await darkRoom(), await darkRoom()]);
    await t.app.jobs.drain();
    const edited = await t.call('owner', 'PUT', `/api/Property/${listing.id}`, t.payload(replaced));
    expect(edited.statusCode, edited.body).toBe(200);
    const renewed = {
      ...VISION_ANSWER,
      naturalLightAndWindows: { ka: 'ბნელი.', en: 'Dark rooms.', ru: 'Тёмные комнаты.' },
    };
    server.answerChat({ json: renewed });
    const stale = await t.readReport(listing.id);
    expect(stale).toMatchObject({ source: 'builtin', analysedPhotoCount: 3 });
    await t.app.processReports.drain();
    expect(server.requests).toHaveLength(2);
    expect(imagesOf(server.requests[1]!)).toHaveLength(3);
    const report = await t.readReport(listing.id);
    expect(report).toMatchObject({ source: 'vision', analysedPhotoCount: 3 });
    expect(report.sections.naturalLightAndWindows.text).toBe('Dark rooms.');
  });
});
