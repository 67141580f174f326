import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@sakhli/shared/enums';
import type { Property } from '@sakhli/shared/schemas/property';
import { storeTestSession, stubApi, testUser, type RecordedRequest } from '@/lib/auth-test-server';
import { applyUser } from '@/lib/auth-store';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { MyPropertiesOverview } from './my-properties-overview';

const OWNER = 'owner-1';

function signInAs(role: Role = 'User', id = OWNER) {
  const user = testUser({ id, role });
  storeTestSession({ user });
  applyUser(user);
}

const page = (items: Property[], { totalCount = items.length, totalPages = 1, page = 1 } = {}) => ({
  items,
  totalCount,
  totalPages,
  pageSize: 15,
  page,
});

const LISTINGS = [
  testListing({ id: 1, code: 1001, publishStatus: 'Active', viewCount: 10 }),
  testListing({ id: 2, code: 1002, publishStatus: 'Inactive', viewCount: 4 }),
  testListing({ id: 3, code: 1003, publishStatus: 'Pending', viewCount: 1 }),
  testListing({
    id: 4,
    code: 1004,
    publishStatus: 'Archived',
    viewCount: 0,
    rejectionReason: 'Photos of another flat',
  }),
];

const listRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/Property/my-properties/paginated'));
const queryOf = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request!.path, 'http://x').searchParams);
const card = (code: number) => screen.getByRole('article', { name: `Listing ${code}` });
/** The status actions of a card (its Statistics button, on every card, aside). */
const buttonsOf = (code: number) =>
  within(card(code))
    .queryAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text !== 'Statistics');

/** Holds every POST until `release()`, so what shows while an action runs can be seen. */
function holdPosts() {
  const answer = globalThis.fetch;
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (init.method === 'POST') await gate;
    return answer(url, init);
  });
  return () => release();
}

beforeEach(() => signInAs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('My properties (SPEC.md section 2 Dashboard)', () => {
  it('shows the stats of SPEC.md section 9: total from totalCount, active and inactive of the page, views', async () => {
    stubApi(() => ({ body: page(LISTINGS, { totalCount: 31, totalPages: 3 }) }));
    renderWithProviders(<MyPropertiesOverview />);
    await screen.findByRole('article', { name: 'Listing 1001' });
    const stats = screen.getByTestId('my-properties-stats');
    const figure = (key: string) => stats.querySelector(`[data-stat=${key}]`)?.textContent;
    expect([figure('total'), figure('active'), figure('inactive'), figure('views')]).toEqual([
      '31',
      '1',
      '3',
      '15',
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Properties');
  });

  it('applies the draft filters only with Apply Filters, which is enabled only while the draft differs', async () => {
    const requests = stubApi(() => ({ body: page(LISTINGS, { totalCount: 40, totalPages: 3 }) }));
    renderWithProviders(<MyPropertiesOverview />);
    await screen.findByRole('article', { name: 'Listing 1001' });
    expect(queryOf(listRequests(requests)[0])).toMatchObject({
      page: '1',
      pageSize: '15',
      publishStatus: 'all',
      listingType: 'all',
      code: 'all',
    });
    const apply = screen.getByRole('button', { name: 'Apply Filters' });
    expect(apply).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queryOf(listRequests(requests).at(-1))).toMatchObject({ page: '2' }));

    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    const loadsBeforeDraft = listRequests(requests).length;
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Inactive' } });
    expect(apply).toHaveProperty('disabled', false);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    expect(apply).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Active' } });
    fireEvent.change(screen.getByLabelText('Listing type'), { target: { value: 'DailyRent' } });
    fireEvent.change(screen.getByLabelText('Property code'), { target: { value: '10a0-4' } });
    expect(screen.getByLabelText<HTMLInputElement>('Property code').value).toBe('1004');
    // A draft asks for nothing: the list still shows the applied filters.
    expect(listRequests(requests)).toHaveLength(loadsBeforeDraft);
    fireEvent.click(apply);
    await waitFor(() =>
      expect(queryOf(listRequests(requests).at(-1))).toMatchObject({
        page: '1',
        publishStatus: 'Active',
        listingType: 'DailyRent',
        code: '1004',
      }),
    );
    expect(apply).toHaveProperty('disabled', true);
  });

  it.each<[Role, string, number, (string | null)[]]>([
    ['User', OWNER, 1001, ['Deactivate', 'Archive']],
    ['User', OWNER, 1002, ['Activate', 'Archive']],
    ['User', OWNER, 1003, []],
    ['User', OWNER, 1004, []],
    ['Moderator', 'moderator-1', 1003, ['Publish', 'Archive']],
    ['Admin', 'admin-1', 1002, ['Activate', 'Archive']],
  ])('shows the status table of SPEC.md section 4 to a %s', async (role, id, code, buttons) => {
    signInAs(role, id);
    stubApi(() => ({ body: page(LISTINGS) }));
    renderWithProviders(<MyPropertiesOverview />);
    await screen.findByRole('article', { name: `Listing ${code}` });
    expect(buttonsOf(code)).toEqual(buttons);
    const edit = within(card(code)).queryByRole('link', { name: /^Edit listing/ });
    expect(edit?.getAttribute('href') ?? null).toBe(
      code === 1004 ? null : `/dashboard/edit-property/${code - 1000}`,
    );
    if (edit) expect(edit.getAttribute('target')).toBe('_blank');
  });

  it('opens the listing from its photo in a new tab; an archived one shows the note and the reason', async () => {
    stubApi(() => ({ body: page(LISTINGS) }));
    renderWithProviders(<MyPropertiesOverview />);
    const photo = await screen.findByRole('link', { name: 'Open listing 1001 in a new tab' });
    expect([photo.getAttribute('href'), photo.getAttribute('target')]).toEqual(['/property/1', '_blank']);
    expect(
      within(card(1004)).getByText('This property has been archived and cannot be modified.'),
    ).toBeTruthy();
    expect(within(card(1004)).getByText('Rejected by a moderator: Photos of another flat')).toBeTruthy();
  });

  it('changes the card locally when the action answers true, without asking for the list again', async () => {
    const requests = stubApi((request) => ({ body: request.method === 'POST' ? true : page(LISTINGS) }));
    const release = holdPosts();
    renderWithProviders(<MyPropertiesOverview />);
    await screen.findByRole('article', { name: 'Listing 1001' });
    const loads = listRequests(requests).length;
    fireEvent.click(within(card(1001)).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(within(card(1001)).getByRole('button', { name: 'Deactivate' })).toHaveProperty('disabled', true),
    );
    expect(within(card(1001)).getByRole('button', { name: 'Archive' })).toHaveProperty('disabled', true);
    expect(within(card(1002)).getByRole('button', { name: 'Activate' })).toHaveProperty('disabled', false);
    release();
    await waitFor(() => expect(buttonsOf(1001)).toEqual(['Activate', 'Archive']));
    expect(within(card(1001)).getByText('Inactive')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/Property/1/deactivate',
    ]);
    expect(listRequests(requests)).toHaveLength(loads);
    expect(screen.getByTestId('my-properties-stats').querySelector('[data-stat=active]')?.textContent).toBe(
      '0',
    );
  });

  it.each([
    ['a refusal', { status: 409, body: { code: 'STATUS_CHANGED', message: 'Changed' } }],
    ['an answer other than true', { status: 200, body: false }],
  ])('leaves the card as it was after %s and only logs a failure', async (_, answer) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = stubApi((request) => (request.method === 'POST' ? answer : { body: page(LISTINGS) }));
    renderWithProviders(<MyPropertiesOverview />);
    await screen.findByRole('article', { name: 'Listing 1001' });
    fireEvent.click(within(card(1001)).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    await waitFor(() =>
      expect(within(card(1001)).getByRole('button', { name: 'Archive' })).toHaveProperty('disabled', false),
    );
    expect(buttonsOf(1001)).toEqual(['Deactivate', 'Archive']);
    expect(within(card(1001)).getByText('Active')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(log).toHaveBeenCalledTimes(answer.status === 409 ? 1 : 0);
  });

  it('shows pagination only when there is more than one page', async () => {
    stubApi(() => ({ body: page(LISTINGS.slice(0, 1)) }));
    renderWithProviders(<MyPropertiesOverview />);
    await screen.findByRole('article', { name: 'Listing 1001' });
    expect(screen.queryByRole('navigation', { name: 'Pages of your listings' })).toBeNull();
  });

  it('offers to create a first listing when there is none, and says when no listing matches the filters', async () => {
    stubApi(() => ({ body: page([]) }));
    renderWithProviders(<MyPropertiesOverview />);
    expect(await screen.findByText('You have no properties yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Create Property' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/dashboard/create-property');
    fireEvent.change(screen.getByLabelText('Property code'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(await screen.findByText('No properties found')).toBeTruthy();
  });

  it("says 'Failed to load properties' and tries again", async () => {
    let fail = true;
    stubApi(() =>
      fail ? { status: 500, body: { code: 'INTERNAL', message: 'Boom' } } : { body: page(LISTINGS) },
    );
    renderWithProviders(<MyPropertiesOverview />);
    // The dashboard asks once more before it gives up (SPEC.md section 4 'Query caching').
    expect(await screen.findByText('Failed to load properties', {}, { timeout: 4000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Listing 1001' })).toBeTruthy();
  });
});
