import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseSearchAddress,
  SEARCH_PARAM_KEYS,
  searchAddressToParams,
  type SearchAddress,
} from '@sakhli/shared/rules/filter-url';

/** Changes to these replace the result set, so the reader starts again at page 1. */
const RESULT_KEYS: readonly (keyof SearchAddress)[] = [
  'listingType',
  'propertyType',
  'filter',
  'sort',
  'bbox',
];

/** The canonical search parameters, followed by the parameters others own (such as `lang`). */
function addressParams(address: SearchAddress, current: URLSearchParams): URLSearchParams {
  const params = searchAddressToParams(address);
  for (const [key, value] of current) if (!SEARCH_PARAM_KEYS.includes(key)) params.append(key, value);
  return params;
}

export type UpdateSearchAddress = (change: Partial<SearchAddress>, options?: { replace?: boolean }) => void;

/** The search held in the address bar, and a way to change it (a new history entry unless `replace`). */
export function useSearchAddress() {
  const [params, setParams] = useSearchParams();
  const address = useMemo(() => parseSearchAddress(params), [params]);
  const updateAddress = useCallback<UpdateSearchAddress>(
    (change, options) => {
      setParams(
        (current) => {
          const previous = parseSearchAddress(current);
          const resetsPage = RESULT_KEYS.some((key) => key in change);
          const next = { ...previous, ...change, page: change.page ?? (resetsPage ? 1 : previous.page) };
          return addressParams(next, current);
        },
        { replace: options?.replace ?? false },
      );
    },
    [setParams],
  );
  return { address, updateAddress };
}

/**
 * SPEC.md routes: missing or invalid values fall back to their defaults and the address is rewritten (in
 * place, not as a new history entry) to carry the scope and only valid values.
 */
export function useCanonicalSearchAddress() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const canonical = canonicalSearchParams(params);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [params, setParams]);
}

/** The address's parameters in their canonical form (the same parameters when they already are). */
export const canonicalSearchParams = (params: URLSearchParams) =>
  addressParams(parseSearchAddress(params), params);
