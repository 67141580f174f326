import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROCESS_REPORT_SECTIONS } from '@sakhli/shared/constants';
import type { Role } from '@sakhli/shared/enums';
import type { ImageProcessingRecord } from '@sakhli/shared/schemas/image';
import type { ProcessReport } from '@sakhli/shared/schemas/process-report';
import { storeTestSession, stubApi, testUser } from '@/lib/auth-test-server';
import { applyUser } from '@/lib/auth-store';
import { renderWithProviders } from '@/lib/test-utils';
import { ModeratorCards } from './moderator-cards';

function signInAs(role: Role) {
  const user = testUser({ id: `${role}-1`, role });
  storeTestSession({ user });
  applyUser(user);
}

const record = (overrides: Partial<ImageProcessingRecord>): ImageProcessingRecord => ({
  propertyPhotoId: 1,
  originalUrl: '/media/o1.jpg',
  thumbnailUrl: '/media/t1.webp',
  sortOrder: 0,
  processingStatus: 'completed',
  processingStartedAt: '2026-03-01T10:00:00.000Z',
  processingCompletedAt: '2026-03-01T10:00:02.000Z',
  retryCount: 0,
  maxRetries: 3,
  errorMessage: null,
  ...overrides,
});

const RECORDS = [
  record({}),
  record({
    propertyPhotoId: 2,
    sortOrder: 1,
    thumbnailUrl: null,
    processingStatus: 'failed',
    retryCount: 3,
    errorMessage: 'The file is not a readable image',
  }),
];

const failure = { status: 500, body: { code: 'INTERNAL', message: 'Boom' } };
const missing = { status: 404, body: { code: 'PROCESS_REPORT_NOT_READY', message: 'Not ready' } };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Moderator cards of the detail page (SPEC.md sections 2 and 3)', () => {
  it('are not shown to a plain user', async () => {
    signInAs('User');
    const requests = stubApi(() => ({ body: [] }));
    const { container } = renderWithProviders(<ModeratorCards propertyId={42} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(requests).toEqual([]);
  });

  it("list each photo's processing record with its status, retries and error", async () => {
    signInAs('Moderator');
    const requests = stubApi((request) => (request.path === '/api/Image/42' ? { body: RECORDS } : missing));
    renderWithProviders(<ModeratorCards propertyId={42} />);
    const rows = await screen.findAllByTestId('image-record');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Photo 1CompletedRetries: 0 of 3',
      'Photo 2FailedRetries: 3 of 3The file is not a readable image',
    ]);
    expect(requests.map((request) => request.path).sort()).toEqual([
      '/api/Image/42',
      '/api/Property/42/process-report',
    ]);
  });

  it("say 'Failed to load image processing status' and try again", async () => {
    signInAs('Admin');
    let fail = true;
    stubApi((request) => (request.path === '/api/Image/42' ? (fail ? failure : { body: RECORDS }) : missing));
    renderWithProviders(<ModeratorCards propertyId={42} />);
    const card = screen.getByRole('region', { name: 'Image processing status' });
    expect(
      await within(card).findByText('Failed to load image processing status', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(await within(card).findAllByTestId('image-record')).toHaveLength(2);
  });

  it('say when the process report is not available yet, and when it failed to load', async () => {
    signInAs('Moderator');
    let answer: typeof missing | typeof failure = missing;
    stubApi((request) => (request.path === '/api/Image/42' ? { body: [] } : answer));
    renderWithProviders(<ModeratorCards propertyId={42} />);
    const card = screen.getByRole('region', { name: 'Property process report' });
    expect(await within(card).findByTestId('process-report-unavailable')).toBeTruthy();
    expect(screen.getByText('This listing has no photos.')).toBeTruthy();
    cleanup();
    answer = failure;
    renderWithProviders(<ModeratorCards propertyId={42} />);
    expect(
      await screen.findByText('Failed to load property process report', {}, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('show the ten sections of the report with their processed flags', async () => {
    signInAs('Moderator');
    const analysed: Partial<Record<string, string>> = {
      naturalLightAndWindows: 'Bright rooms facing south.',
      styleAndVibe: 'Warm, modern palette.',
    };
    const report: ProcessReport = {
      propertyId: 42,
      source: 'builtin',
      language: 'en',
      analysedPhotoCount: 7,
      sections: Object.fromEntries(
        PROCESS_REPORT_SECTIONS.map((key) => [
          key,
          { text: analysed[key] ?? null, hasProcessed: analysed[key] !== undefined },
        ]),
      ) as ProcessReport['sections'],
    };
    stubApi((request) => ({ body: request.path === '/api/Image/42' ? [] : report }));
    const { container } = renderWithProviders(<ModeratorCards propertyId={42} />);
    expect(await screen.findByText('Bright rooms facing south.')).toBeTruthy();
    expect(screen.getByText('Photos analysed: 7 · built-in photo analysis')).toBeTruthy();
    const sections = [...container.querySelectorAll('[data-section]')];
    expect(sections.map((section) => section.getAttribute('data-section'))).toEqual([
      ...PROCESS_REPORT_SECTIONS,
    ]);
    const processed = sections.filter((section) => section.getAttribute('data-processed') === 'true');
    expect(processed.map((section) => section.getAttribute('data-section'))).toEqual([
      'naturalLightAndWindows',
      'styleAndVibe',
    ]);
    expect(within(processed[0] as HTMLElement).getByText('Processed')).toBeTruthy();
    expect(screen.getAllByText('Not processed')).toHaveLength(8);
    expect(screen.getAllByText('The photos were not analysed for this section.')).toHaveLength(8);
  });
});
