import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ComparePage as CompareListings, idsFromSearch } from '@/features/shortlists/components/compare-page';
import { PageFooter } from './page-footer';

/** /compare?ids=1,2,3: up to four listings side by side, for anyone with the link (decision 041). */
export function ComparePage() {
  const { t } = useTranslation('shortlists');
  const { search } = useLocation();
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <title>{`${t('compare.title')} · ${t('common:appName')}`}</title>
      <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 sm:px-6 lg:py-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('compare.title')}</h1>
        <p className="mt-1 mb-5 text-sm text-slate-600">{t('compare.intro')}</p>
        <CompareListings ids={idsFromSearch(search)} />
      </main>
      <PageFooter />
    </div>
  );
}
