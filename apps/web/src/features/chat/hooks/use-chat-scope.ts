import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseSearchAddress } from '@sakhli/shared/rules/filter-url';
import { useSelectedCity } from '@/lib/selected-city';
import type { ChatScope } from '../api/chat-scope';

/** The page the chat belongs to: the selected city and the listing and property types in the address. */
export function useChatScope(): ChatScope {
  const [params] = useSearchParams();
  const city = useSelectedCity();
  const { listingType, propertyType } = parseSearchAddress(params);
  return useMemo(() => ({ city, listingType, propertyType }), [city, listingType, propertyType]);
}
