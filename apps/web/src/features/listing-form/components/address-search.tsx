import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { classNames } from '@/lib/class-names';
import { isSearchBusy, MIN_QUERY_LENGTH } from '../api/address-search';
import type { AddressPicker } from '../hooks/use-address-picker';

/**
 * The search box of the address widget: a combobox (WAI-ARIA 1.2) whose list holds the suggestions.
 * Arrow keys move through them, Enter picks, Escape closes; Enter never submits the form from here.
 */
export function AddressSearch({
  picker,
  inputId,
  error,
}: {
  picker: AddressPicker;
  inputId: string;
  /** Translated, ready to show. */
  error: string | undefined;
}) {
  const { t } = useTranslation('listingForm');
  const [active, setActive] = useState(-1);
  const listId = `${inputId}-suggestions`;
  const { suggestions } = picker;
  const items = suggestions.data ?? [];
  const hasQuery = picker.query.trim().length >= MIN_QUERY_LENGTH;
  const isListShown = picker.isOpen && hasQuery && items.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      picker.setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (isListShown && choice) picker.pick(choice);
    } else if (event.key === 'Escape' && picker.isOpen) {
      event.preventDefault();
      picker.setOpen(false);
    }
  };

  let status: string | null = null;
  if (picker.isOpen && hasQuery) {
    if (suggestions.isError)
      status = isSearchBusy(suggestions.error) ? t('address.searchBusy') : t('address.searchFailed');
    else if (suggestions.isSuccess && items.length === 0 && !suggestions.isFetching)
      status = t('address.noResults');
  }
  // A pick just refused says more than the error of the last submit.
  const message = picker.problem ? t(picker.problem) : error;
  const describedBy = message ? `${inputId}-error` : `${inputId}-hint`;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('address.searchLabel')}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={isListShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={isListShown && active >= 0 ? optionId(active) : undefined}
          aria-invalid={Boolean(message) || undefined}
          aria-describedby={describedBy}
          placeholder={t('address.placeholder')}
          value={picker.query}
          onChange={(event) => {
            picker.type(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            picker.setOpen(true);
            // On a phone the suggestions open below the box, under the keyboard: bring the box up first.
            if (window.matchMedia('(max-width: 639px)').matches) {
              event.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' });
            }
          }}
          onBlur={() => picker.setOpen(false)}
          className={classNames(
            'block h-10 w-full scroll-mt-24 rounded-lg border bg-white pr-9 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none',
            message
              ? 'border-red-500 focus:ring-red-600/20'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20',
          )}
        />
        {(suggestions.isFetching || picker.isResolving) && (
          <Spinner
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2"
            label={t('address.searching')}
          />
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('address.suggestions')}
        hidden={!isListShown}
        className="absolute top-full right-0 left-0 z-[1100] mt-1 max-h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((suggestion, index) => (
          <li
            key={suggestion.placeId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, so the click lands before the list closes on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => picker.pick(suggestion)}
            className={classNames(
              'cursor-pointer px-3 py-2 text-sm',
              index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50',
            )}
          >
            <span className="font-medium">{suggestion.mainText}</span>
            {suggestion.secondaryText && (
              <span className="block text-xs text-slate-500">{suggestion.secondaryText}</span>
            )}
          </li>
        ))}
      </ul>
      {message ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-red-700">
          {message}
        </p>
      ) : (
        <p id={`${inputId}-hint`} aria-live="polite" className="text-xs text-slate-500">
          {status ?? t('address.hint')}
        </p>
      )}
    </div>
  );
}
