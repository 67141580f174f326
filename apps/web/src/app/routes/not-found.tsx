import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { HomeIcon } from '@/components/ui/icons';

/** Any unknown path: a friendly way back home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4 py-16">
      <div className="flex max-w-md flex-col items-center text-center">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700">404</p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
        <Link to="/" className={buttonClassName({ size: 'lg', className: 'mt-8' })}>
          <HomeIcon className="size-5" />
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
