import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The mark (a house in a teal tile) and the wordmark: სახლი in Georgian, Sakhli / Сахли otherwise. */
export function Logo() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className="inline-flex shrink-0 items-center gap-2 rounded-lg" aria-label={t('home')}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M16 7 6 15.5h3V25h5.5v-5.5h3V25H23v-9.5h3z" fill="#fff" />
        <circle cx="16" cy="14.5" r="1.6" className="fill-accent-500" />
      </svg>
      <span className="text-xl font-bold tracking-tight text-slate-900">{t('appName')}</span>
    </Link>
  );
}
