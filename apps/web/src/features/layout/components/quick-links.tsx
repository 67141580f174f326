import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DEFAULT_LISTING_TYPE, DEFAULT_PROPERTY_TYPE } from '@sakhli/shared/constants';
import { LISTING_TYPES, SEARCHABLE_PROPERTY_TYPES } from '@sakhli/shared/enums';
import { classNames } from '@/lib/class-names';

/** The six scopes: each listing type with each searchable property type. */
export const QUICK_LINKS = LISTING_TYPES.flatMap((listingType) =>
  SEARCHABLE_PROPERTY_TYPES.map((propertyType) => ({
    listingType,
    propertyType,
    // SPEC.md: choosing one reloads the page, so these are plain links rather than client-side navigation.
    href: `/?listingType=${listingType}&propertyType=${propertyType}`,
  })),
);

/** The scope on screen: only the search page has one. */
export function useActiveScope() {
  const location = useLocation();
  if (location.pathname !== '/') return null;
  const params = new URLSearchParams(location.search);
  return {
    listingType: params.get('listingType') ?? DEFAULT_LISTING_TYPE,
    propertyType: params.get('propertyType') ?? DEFAULT_PROPERTY_TYPE,
  };
}

/** The quick links in a row (wide screens) or a column (the phone menu); the active one is highlighted. */
export function QuickLinks({ layout }: { layout: 'row' | 'column' }) {
  const { t } = useTranslation('common');
  const active = useActiveScope();
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1'}>
      {QUICK_LINKS.map((link) => {
        const isActive =
          active?.listingType === link.listingType && active.propertyType === link.propertyType;
        return (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={isActive ? 'page' : undefined}
              className={classNames(
                'flex items-center rounded-lg font-medium whitespace-nowrap transition-colors',
                layout === 'row' ? 'h-9 px-2.5 text-[13px]' : 'h-11 px-3 text-base',
                isActive
                  ? 'bg-brand-50 text-brand-800'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {t(`scopes.${link.listingType}.${link.propertyType}`)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
