import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { GridIcon, PlusIcon, ShieldIcon } from '@/components/ui/account-icons';
import { CheckIcon, HeartIcon, SlidersIcon } from '@/components/ui/icons';

const PAGES = {
  myProperties: GridIcon,
  createProperty: PlusIcon,
  editProperty: GridIcon,
  myFavorites: HeartIcon,
  moderate: ShieldIcon,
  admin: SlidersIcon,
} satisfies Record<string, ComponentType<{ className?: string }>>;

export type PlaceholderPageName = keyof typeof PAGES;

/**
 * A dashboard page whose feature arrives with a later release: its title, what it will hold, and a way to
 * the listings meanwhile. It shows no sample data.
 */
export function PlaceholderPage({
  page,
  values,
}: {
  page: PlaceholderPageName;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation('dashboard');
  const Icon = PAGES[page];
  const points = t(`pages.${page}.points`, { returnObjects: true }) as string[];
  return (
    <section aria-labelledby="dashboard-page-title" className="flex flex-col gap-6">
      <header>
        <h1 id="dashboard-page-title" className="text-2xl font-bold text-slate-900">
          {t(`pages.${page}.title`, values)}
        </h1>
        <p className="mt-1 text-slate-600">{t(`pages.${page}.intro`, values)}</p>
      </header>
      <div className="flex flex-col items-start gap-5 rounded-2xl border border-dashed border-slate-300 bg-white p-6 sm:flex-row sm:p-8">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <Icon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {t('comingSoon')}
          </p>
          <h2 className="mt-2 text-lg font-semibold text-slate-900">{t('whatWillBeHere')}</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-2 text-sm text-slate-700">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
          <Link to="/" className={buttonClassName({ variant: 'secondary', className: 'mt-6' })}>
            {t('browseListings')}
          </Link>
        </div>
      </div>
    </section>
  );
}
