import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModerationQueue, ModerationQueueItem } from '@sakhli/shared/schemas/moderation';
import { storeTestSession, stubApi, testUser, type RecordedRequest } from '@/lib/auth-test-server';
import { adoptStoredSession } from '@/lib/auth-store';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { ModerationPage } from './moderation-page';

function pending(id: number, overrides: Partial<ModerationQueueItem> = {}): ModerationQueueItem {
  return {
    ...testListing({ id, code: 200_000 + id, publishStatus: 'Pending' }),
    owner: { id: 'owner-1', email: 'owner@sakhli.example', displayName: 'Nino' },
    photoCount: 3,
    processedPhotoCount: 2,
    possibleDuplicates: [],
    reports: null,
    ...overrides,
  };
}

/** A server with a queue that listings leave when decided; `refuse` answers a decision instead. */
function serveQueue(items: ModerationQueueItem[], refuse?: (request: RecordedRequest) => unknown) {
  let queue = [...items];
  return stubApi((request) => {
    if (request.path.startsWith('/api/moderation/queue')) {
      const body: ModerationQueue = {
        items: queue,
        totalCount: queue.length,
        totalPages: 1,
        pageSize: 15,
        page: 1,
      };
      return { body };
    }
    const refusal = refuse?.(request);
    if (refusal) return { status: 409, body: refusal };
    const id = Number(/\/api\/moderation\/(\d+)\//.exec(request.path)?.[1]);
    queue = queue.filter((item) => item.id !== id);
    return { body: true };
  });
}

const decisionsOf = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));

beforeEach(() => {
  localStorage.clear();
  storeTestSession({ user: testUser({ role: 'Moderator' }) });
  adoptStoredSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ModerationPage (CONTRACT.md section 4)', () => {
  it('lists the Pending listings with their owner, key facts, photo progress and a link', async () => {
    serveQueue([pending(1), pending(2, { processedPhotoCount: 3 })]);
    renderWithProviders(<ModerationPage />);
    const [first] = await screen.findAllByRole('article');
    const card = within(first!);
    expect(card.getByRole('heading', { name: 'Apartment · For sale' })).toBeTruthy();
    expect(card.getByText(/Code 200001/)).toBeTruthy();
    expect(card.getByText('Nino')).toBeTruthy();
    expect(card.getByRole('link', { name: 'owner@sakhli.example' }).getAttribute('href')).toBe(
      'mailto:owner@sakhli.example',
    );
    expect(card.getByText('Photos processed: 2 of 3')).toBeTruthy();
    expect(card.getByText('3 rooms · 80 m² · Floor 4 of 9')).toBeTruthy();
    const open = card.getByRole('link', { name: 'Open listing' });
    expect(open.getAttribute('href')).toBe('/property/1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(screen.getByTestId('counter-pending').textContent).toBe('2');
  });

  it('marks a possible duplicate with a link to the other listing and the photos side by side', async () => {
    const matchingPhotos = [
      { thumbnailUrl: '/media/a-thumb.webp', otherThumbnailUrl: '/media/b-thumb.webp' },
    ];
    serveQueue([
      pending(1, { possibleDuplicates: [{ id: 7, code: 1_000_007, matchingPhotos }] }),
      pending(2),
    ]);
    renderWithProviders(<ModerationPage />);
    const [first, second] = await screen.findAllByRole('article');
    const marker = within(first!).getByRole('region', { name: 'Possible duplicate' });
    expect(marker.textContent).toContain('Possible duplicate of #1000007');
    expect(within(marker).getByRole('link', { name: '#1000007' }).getAttribute('href')).toBe('/property/7');
    expect(within(marker).getByRole('img', { name: 'Photo 1 of this listing' })).toBeTruthy();
    expect(within(marker).getByRole('img', { name: 'The matching photo of listing #1000007' })).toBeTruthy();
    expect(within(second!).queryByRole('region', { name: 'Possible duplicate' })).toBeNull();
  });

  it('approves: the listing leaves the queue and the counters and the decisions follow', async () => {
    const requests = serveQueue([pending(1), pending(2)]);
    renderWithProviders(<ModerationPage />);
    const [first] = await screen.findAllByRole('article');
    fireEvent.click(within(first!).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(decisionsOf(requests)).toEqual([{ path: '/api/moderation/1/approve', body: undefined }]);
    expect(screen.getByTestId('counter-pending').textContent).toBe('1');
    expect(screen.getByTestId('counter-approved').textContent).toBe('1');
    const log = screen.getByRole('region', { name: 'Your recent decisions' });
    expect(within(log).getByText('Listing 200001')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Approved: Listing 200001');
  });

  it('asks for a reason before rejecting: required, at most 1000 characters, sent trimmed', async () => {
    const requests = serveQueue([pending(1)]);
    renderWithProviders(<ModerationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing 200001' });
    const submit = within(dialog).getByRole('button', { name: 'Reject listing' });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeTruthy();
    const reason = within(dialog).getByLabelText('Reason');
    fireEvent.input(reason, { target: { value: '   ' } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('Please give the reason for the rejection')).toBeTruthy();
    fireEvent.input(reason, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(submit);
    expect(await within(dialog).findByText('The reason must be at most 1000 characters')).toBeTruthy();
    expect(decisionsOf(requests)).toEqual([]);

    fireEvent.input(reason, { target: { value: '  The photos show another flat.  ' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(decisionsOf(requests)).toEqual([
      { path: '/api/moderation/1/reject', body: { reason: 'The photos show another flat.' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'No listings are waiting for review' })).toBeTruthy();
    expect(screen.getByTestId('counter-rejected').textContent).toBe('1');
    expect(screen.getByText('Reason: The photos show another flat.')).toBeTruthy();
  });

  it('explains a refusal when another moderator decided first, and refreshes on request', async () => {
    let isDecidedElsewhere = false;
    serveQueue([pending(1)], () => {
      isDecidedElsewhere = true;
      return { code: 'INVALID_STATUS_TRANSITION', message: 'A listing that is Active cannot be published' };
    });
    renderWithProviders(<ModerationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This listing is no longer waiting for review');
    expect(isDecidedElsewhere).toBe(true);
    expect(screen.getByTestId('counter-approved').textContent).toBe('0');
    fireEvent.click(within(alert).getByRole('button', { name: 'Refresh the queue' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('shows a held listing with its grouped reports, offers Dismiss and Archive instead of Approve', async () => {
    const reporter = (id: number, reason: 'Fraud' | 'Duplicate', details: string | null) => ({
      id,
      reason,
      details,
      createdAt: '2026-11-20T10:00:00.000Z',
      reporter: { id: `user-${id}`, email: `reporter${id}@sakhli.example`, displayName: `Reporter ${id}` },
    });
    const requests = serveQueue([
      pending(1, {
        isHeldByReports: true,
        reports: {
          count: 3,
          isHeld: true,
          reasons: [
            { reason: 'Fraud', count: 2 },
            { reason: 'Duplicate', count: 1 },
          ],
          entries: [
            reporter(3, 'Duplicate', null),
            reporter(2, 'Fraud', 'Asked for a deposit before any viewing'),
            reporter(1, 'Fraud', null),
          ],
        },
      }),
    ]);
    renderWithProviders(<ModerationPage />);
    const [item] = await screen.findAllByRole('article');
    const card = within(item!);
    const reports = card.getByRole('region', { name: 'Reports' });
    expect(within(reports).getByText('3 reports')).toBeTruthy();
    expect(within(reports).getByText('Hidden from search')).toBeTruthy();
    expect(within(reports).getByText('Fraud · 2')).toBeTruthy();
    expect(within(reports).getByText('Asked for a deposit before any viewing')).toBeTruthy();
    expect(within(reports).getByRole('link', { name: 'reporter2@sakhli.example' })).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(card.getByRole('button', { name: 'Archive' })).toBeTruthy();

    fireEvent.click(card.getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
    expect(decisionsOf(requests)).toEqual([{ path: '/api/moderation/1/dismiss-reports', body: undefined }]);
    expect(screen.getByRole('status').textContent).toBe('Reports dismissed: Listing 200001');
  });
});
