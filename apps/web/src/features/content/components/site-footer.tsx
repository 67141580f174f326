import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HomeIcon } from '@/components/ui/icons';
import { CONTENT_PAGES, FOOTER_SEARCH_LINKS, SUPPORT_CONTACT } from '../content-pages';

const LINK = 'text-sm text-slate-300 transition-colors hover:text-white hover:underline';

/** The site footer: search shortcuts, resources, company pages and the copyright line. */
export function SiteFooter() {
  const { t } = useTranslation('content');
  const appName = t('common:appName');
  const columns = [
    {
      key: 'search',
      links: FOOTER_SEARCH_LINKS.map((link) => ({ path: link.path, label: t(`footer.${link.key}`) })),
    },
    ...(['resources', 'company'] as const).map((group) => ({
      key: group,
      links: CONTENT_PAGES.filter((page) => page.group === group).map((page) => ({
        path: page.path,
        label: t(`pages.${page.key}.title`),
      })),
    })),
  ];
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 grid-cols-2 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 flex flex-col gap-3 md:col-span-1">
          <Link to="/" className="inline-flex items-center gap-2 text-lg font-bold text-white">
            <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600">
              <HomeIcon className="size-5" />
            </span>
            {appName}
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-slate-400">{t('footer.tagline')}</p>
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className={LINK}>
            {SUPPORT_CONTACT.email}
          </a>
        </div>
        {columns.map((column) => (
          <nav key={column.key} aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="text-sm font-semibold tracking-wide text-white">
              {t(`footer.${column.key}`)}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className={LINK}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-[1200px] px-4 py-5 text-xs text-slate-400 sm:px-6">
          {t('footer.copyright', { year: new Date().getFullYear(), name: appName })}
        </p>
      </div>
    </footer>
  );
}
