import { CHUNK_SIZE, PAGE_SIZE, PAGINATION_WINDOW } from '../constants';

/**
 * The page numbers to show: a window of `size` numbers around the current page, shifted at the edges so it
 * always holds `size` numbers when there are that many pages.
 */
export function pageWindow(
  currentPage: number,
  totalPages: number,
  size: number = PAGINATION_WINDOW,
): number[] {
  if (totalPages < 1) return [];
  const current = clampPage(currentPage, totalPages);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

/** A page number within 1..totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page) || page < 1 || totalPages < 1) return 1;
  return Math.min(Math.floor(page), totalPages);
}

/** The figures of 'Showing {start}-{end} of {total}' (all 0 when there is nothing to show). */
export function showingRange(page: number, totalCount: number, pageSize: number = PAGE_SIZE) {
  if (totalCount <= 0) return { start: 0, end: 0, total: 0 };
  const start = (page - 1) * pageSize + 1;
  return { start, end: Math.min(page * pageSize, totalCount), total: totalCount };
}

/** Results load in chunks of `chunkSize` pages: page N lives in chunk ceil(N / chunkSize). */
export function chunkOfPage(page: number, chunkSize: number = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(page / chunkSize));
}

/** Where page N's items sit in its chunk's item list: `items.slice(start, end)`. */
export function pageSliceInChunk(page: number, chunkSize: number = CHUNK_SIZE, pageSize: number = PAGE_SIZE) {
  const positionInChunk = (page - 1) % chunkSize;
  return { start: positionInChunk * pageSize, end: (positionInChunk + 1) * pageSize };
}

/**
 * The chunk worth fetching ahead: the next one once the reader reaches the last two pages of the current
 * chunk, if the result has pages beyond it; otherwise null.
 */
export function chunkToPrefetch(
  page: number,
  totalPages: number,
  chunkSize: number = CHUNK_SIZE,
): number | null {
  const chunk = chunkOfPage(page, chunkSize);
  const isNearChunkEnd = page >= chunk * chunkSize - 1;
  return isNearChunkEnd && chunk * chunkSize < totalPages ? chunk + 1 : null;
}
