import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@sakhli/shared/enums';
import type { PropertyChunk } from '@sakhli/shared/schemas/property';
import { testListing } from '@/lib/listing-test-data';
import { renderWithProviders } from '@/lib/test-utils';
import { ResultsPanel } from './results-panel';

const CHUNK_ITEMS = 75;

/**
 * A guest's search whose result holds `exactCount` listings. Chunks from `exactFromChunk` on (the end of the
 * result) answer that count exactly; earlier ones answer `estimate` (rounded, as the server rounds), or the
 * exact count too when there is no estimate. Listing ids are their positions in the result, from 1.
 */
function serveResults({
  exactCount,
  estimate = null,
  exactFromChunk = 1,
}: {
  exactCount: number;
  estimate?: number | null;
  exactFromChunk?: number;
}) {
  const chunksAsked: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.startsWith('/api/Property/properties/chunk'))
        return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
      const chunkNumber = Number(new URL(url, 'http://localhost').searchParams.get('chunkNumber'));
      chunksAsked.push(chunkNumber);
      const offset = (chunkNumber - 1) * CHUNK_ITEMS;
      const length = Math.max(0, Math.min(CHUNK_ITEMS, exactCount - offset));
      const isEstimate = estimate !== null && chunkNumber < exactFromChunk;
      const totalCount = isEstimate ? estimate : exactCount;
      const chunk: PropertyChunk = {
        items: Array.from({ length }, (_, index) => testListing({ id: offset + index + 1 })),
        totalCount,
        totalPages: Math.ceil(totalCount / 15),
        totalCountIsEstimate: isEstimate,
      };
      return Response.json(chunk);
    }),
  );
  return { chunksAsked };
}

function renderResults(language: Language = 'en', path = '/?listingType=Sale&propertyType=Apartment') {
  return renderWithProviders(<ResultsPanel renderMap={() => null} />, { path, language });
}

/** The pager's summary line, spaces as the screen shows them (ka and ru group digits with no-break spaces). */
const summary = () => screen.getByTestId('pagination-summary').textContent.replace(/\s+/g, ' ');
const pager = () => screen.getByRole('navigation', { name: /Pagination|გვერდები|Страницы/ });
const button = (name: string) => within(pager()).getByRole<HTMLButtonElement>('button', { name });
/** The ids of the listings on screen, from their cards' links. */
const shownIds = () =>
  screen.getAllByTestId('card-price').map((link) => Number(link.getAttribute('href')?.split('/').pop()));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the results count', () => {
  it.each([
    {
      language: 'en',
      count: 'about 12,300 properties',
      showing: 'Showing 1-15 of about 12,300',
      pageOf: 'Page 1 of about 820',
      last: 'Last page (about 820)',
    },
    {
      language: 'ka',
      count: `დაახლოებით 12 300 განცხადება`,
      showing: `ნაჩვენებია 1-15, სულ დაახლოებით 12 300`,
      pageOf: 'გვერდი 1 / დაახლოებით 820',
      last: 'ბოლო გვერდი (დაახლოებით 820)',
    },
    {
      language: 'ru',
      count: `примерно 12 300 объектов`,
      showing: `Показано 1-15 из примерно 12 300`,
      pageOf: 'Страница 1 из примерно 820',
      last: 'Последняя страница (примерно 820)',
    },
  ] as const)('says "about" in $language when the count is an estimate', async (expected) => {
    serveResults({ exactCount: 12_287, estimate: 12_300, exactFromChunk: 160 });
    renderResults(expected.language);
    expect(await screen.findByText(expected.count)).toBeTruthy();
    expect(summary()).toContain(expected.showing);
    expect(summary()).toContain(expected.pageOf);
    expect(button(expected.last).disabled).toBe(false);
  });

  it.each([
    {
      language: 'en',
      count: '12,287 properties',
      showing: 'Showing 1-15 of 12,287',
      pageOf: 'Page 1 of 820',
    },
    {
      language: 'ka',
      count: `12 287 განცხადება`,
      showing: `ნაჩვენებია 1-15, სულ 12 287`,
      pageOf: 'გვერდი 1 / 820',
    },
    {
      language: 'ru',
      count: `12 287 объектов`,
      showing: `Показано 1-15 из 12 287`,
      pageOf: 'Страница 1 из 820',
    },
  ] as const)('gives the exact count as it is in $language', async (expected) => {
    serveResults({ exactCount: 12_287 });
    renderResults(expected.language);
    expect(await screen.findByText(expected.count)).toBeTruthy();
    expect(summary()).toContain(expected.showing);
    expect(summary()).toContain(expected.pageOf);
    expect(summary()).not.toMatch(/about|დაახლოებით|примерно/);
  });

  it.each([
    [121, 'примерно 121 объект'],
    [122, 'примерно 122 объекта'],
    [125, 'примерно 125 объектов'],
  ])('follows the Russian plural forms in an estimate of %i', async (estimate, text) => {
    serveResults({ exactCount: 118, estimate, exactFromChunk: 99 });
    renderResults('ru');
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('paging to the end of an estimated result', () => {
  it('goes to the estimated last page, then to the real one, and keeps the exact count', async () => {
    // 12,150 listings (810 pages), estimated at 12,300 (820 pages): the estimated last page is past the end.
    const server = serveResults({ exactCount: 12_150, estimate: 12_300, exactFromChunk: 160 });
    const { router } = renderResults();
    expect(await screen.findByText('about 12,300 properties')).toBeTruthy();
    await waitFor(() => expect(shownIds()[0]).toBe(1));

    fireEvent.click(button('Last page (about 820)'));
    // Chunk 164 (pages 816-820) is past the end; its exact count leads to page 810, in chunk 162.
    await waitFor(() => expect(router.state.location.search).toContain('page=810'));
    expect(await screen.findByText('12,150 properties')).toBeTruthy();
    await waitFor(() => expect(shownIds()).toHaveLength(15));
    expect(shownIds()[0]).toBe(12_136);
    expect(shownIds().at(-1)).toBe(12_150);
    expect(summary()).toContain('Showing 12,136-12,150 of 12,150');
    expect(summary()).toContain('Page 810 of 810');
    expect(button('Page 810').getAttribute('aria-current')).toBe('page');
    expect(button('Next page').disabled).toBe(true);
    expect(button('Last page (810)').disabled).toBe(true);
    expect(server.chunksAsked).toEqual(expect.arrayContaining([1, 164, 162]));

    // Back at the first page (whose chunk estimated), the count found at the end still holds.
    fireEvent.click(button('First page'));
    await waitFor(() => expect(shownIds()[0]).toBe(1));
    expect(screen.getByText('12,150 properties')).toBeTruthy();
    expect(summary()).toContain('Showing 1-15 of 12,150');
    expect(summary()).toContain('Page 1 of 810');
    expect(screen.queryByText(/about/)).toBeNull();
  });

  it('goes on past the estimated last page when the result turns out larger', async () => {
    // 12,400 listings (827 pages), estimated at 12,300 (820 pages).
    serveResults({ exactCount: 12_400, estimate: 12_300, exactFromChunk: 160 });
    const { router } = renderResults();
    expect(await screen.findByText('about 12,300 properties')).toBeTruthy();
    fireEvent.click(button('Last page (about 820)'));
    expect(await screen.findByText('12,400 properties')).toBeTruthy();
    expect(router.state.location.search).toContain('page=820');
    await waitFor(() => expect(shownIds()[0]).toBe(12_286));
    expect(button('Next page').disabled).toBe(false);

    fireEvent.click(button('Last page (827)'));
    await waitFor(() => expect(router.state.location.search).toContain('page=827'));
    await waitFor(() => expect(shownIds()).toEqual(Array.from({ length: 10 }, (_, index) => 12_391 + index)));
    expect(summary()).toContain('Showing 12,391-12,400 of 12,400');
  });

  it('shows no first and last buttons when the five page numbers cover every page', async () => {
    serveResults({ exactCount: 70 });
    renderResults();
    expect(await screen.findByText('70 properties')).toBeTruthy();
    expect(
      within(pager())
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5', 'Next page']);
  });
});
