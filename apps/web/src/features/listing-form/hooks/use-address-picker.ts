import { useCallback, useEffect, useRef, useState } from 'react';
import { MAP } from '@sakhli/shared/constants';
import type { City } from '@sakhli/shared/enums';
import { roundCoordinates } from '@sakhli/shared/rules/address-validity';
import type { AddressSelection, AddressSuggestion, Coordinates } from '@sakhli/shared/schemas/geo';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { getAddressAt, getPlace, isSearchBusy, useAddressSuggestions } from '../api/address-search';
import { addressPickProblem, addressText } from '../address-rules';
import { messageKey, type ListingFormMode } from '../listing-form-validation';
import { useDebouncedValue } from './use-debounced-value';

const TYPING_PAUSE_MS = 250;

export interface AddressPickerOptions {
  city: City;
  mode: ListingFormMode;
  value: AddressSelection | null;
  onChange: (selection: AddressSelection) => void;
  /** Edit: the listing's address, selected again a second after the widget opens (SPEC.md section 9). */
  existing?: AddressSelection | null;
  /** The user typed in the search box: the address field's error is stale (SPEC.md section 5). */
  onEdit?: () => void;
}

/**
 * The address widget's state (SPEC.md section 2 'Address widget'): the search text and its suggestions,
 * picking one (its details in Georgian and English), dropping the pin (the street at that point), and
 * the address validity rules: a pick that fails them is ignored and says why.
 */
export function useAddressPicker({ city, mode, value, onChange, existing, onEdit }: AddressPickerOptions) {
  const language = useLanguage();
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  /** Why the last pick was not taken (a translation key), or null. */
  const [problem, setProblem] = useState<string | null>(null);
  const [isResolving, setResolving] = useState(false);
  /** Where the pin was dropped, while its street is looked up. */
  const [pendingPoint, setPendingPoint] = useState<Coordinates | null>(null);
  const lookup = useRef(0);
  const settledQuery = useDebouncedValue(query, TYPING_PAUSE_MS);
  const suggestions = useAddressSuggestions(isOpen ? settledQuery : '', city, language);

  const accept = useCallback(
    (selection: AddressSelection) => {
      const reason = addressPickProblem(selection, mode);
      setProblem(reason ? messageKey(reason) : null);
      if (reason) return;
      onChange(selection);
      setQuery(addressText(selection, language));
    },
    [mode, onChange, language],
  );

  /** Runs one lookup; a later one makes the answers of earlier ones irrelevant. */
  const resolve = useCallback(
    async (find: () => Promise<AddressSelection>, failureKey: (error: unknown) => string) => {
      const ticket = (lookup.current += 1);
      setResolving(true);
      try {
        const selection = await find();
        if (ticket === lookup.current) accept(selection);
      } catch (error) {
        if (ticket === lookup.current) setProblem(failureKey(error));
      } finally {
        if (ticket === lookup.current) {
          setResolving(false);
          setPendingPoint(null);
        }
      }
    },
    [accept],
  );

  const pick = useCallback(
    (suggestion: AddressSuggestion) => {
      setOpen(false);
      setQuery([suggestion.mainText, suggestion.secondaryText].filter(Boolean).join(', '));
      void resolve(
        () => getPlace(suggestion.placeId),
        (error) => (isSearchBusy(error) ? 'address.searchBusy' : 'address.placeFailed'),
      );
    },
    [resolve],
  );

  const dropPin = useCallback(
    (point: Coordinates) => {
      const rounded = roundCoordinates(point);
      setPendingPoint(rounded);
      void resolve(
        () => getAddressAt(rounded),
        (error) => {
          if (isSearchBusy(error)) return 'address.searchBusy';
          return error instanceof ApiError && error.status < 500
            ? 'address.noStreetHere'
            : 'address.placeFailed';
        },
      );
    },
    [resolve],
  );

  const type = useCallback(
    (text: string) => {
      setQuery(text);
      setOpen(true);
      setProblem(null);
      onEdit?.();
    },
    [onEdit],
  );

  // SPEC.md: the edit form selects the listing's address again a second after it opens.
  const reselect = useRef({ existing, accept: onChange, language });
  useEffect(() => {
    const { existing: address, accept: select, language: shownIn } = reselect.current;
    if (!address) return;
    const timer = setTimeout(() => {
      select(address);
      setQuery(addressText(address, shownIn));
    }, MAP.existingAddressDelayMs);
    return () => clearTimeout(timer);
  }, []);

  return {
    query,
    type,
    isOpen,
    setOpen,
    suggestions,
    pick,
    dropPin,
    problem,
    isResolving,
    /** The pin: where it was dropped while looking up, else the picked address. */
    pinPosition: pendingPoint ?? value?.coordinates ?? null,
  };
}

export type AddressPicker = ReturnType<typeof useAddressPicker>;
