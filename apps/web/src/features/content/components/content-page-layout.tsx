import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { classNames } from '@/lib/class-names';
import { CONTENT_PAGES, type ContentPageKey } from '../content-pages';
import { SiteFooter } from './site-footer';

/** An information page: its heading, the other information pages beside it (above it on phones), the footer. */
export function ContentPageLayout({
  page,
  children,
  isWide = false,
}: {
  page: ContentPageKey;
  children: ReactNode;
  isWide?: boolean;
}) {
  const { t } = useTranslation('content');
  const heading = t(`pages.${page}.heading`);
  const pageList = useRef<HTMLUListElement>(null);

  // On phones the page list is a sideways strip: bring the current page into view (once fonts have set the widths).
  useEffect(() => {
    let isCurrent = true;
    const centre = () => {
      const list = pageList.current;
      const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (isCurrent && list && current && list.scrollWidth > list.clientWidth) {
        list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
      }
    };
    void document.fonts.ready.then(centre);
    return () => {
      isCurrent = false;
    };
  }, [page, heading]);
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto grid w-full max-w-[1200px] flex-1 grid-cols-1 gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[220px_minmax(0,1fr)] lg:gap-10 lg:py-10">
        <title>{`${heading} · ${t('common:appName')}`}</title>
        <nav aria-label={t('nav.label')} className="min-w-0 lg:sticky lg:top-[88px] lg:self-start">
          <ul
            ref={pageList}
            className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0"
          >
            {CONTENT_PAGES.map((item) => (
              <li key={item.key} className="shrink-0">
                <NavLink
                  to={item.path}
                  className={({ isActive }) =>
                    classNames(
                      'block rounded-full px-3 py-1.5 text-sm whitespace-nowrap transition-colors lg:rounded-lg lg:py-2 lg:whitespace-normal',
                      isActive
                        ? 'bg-brand-700 font-medium text-white lg:bg-brand-100 lg:text-brand-900'
                        : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 lg:bg-transparent lg:ring-0',
                    )
                  }
                >
                  {t(`pages.${item.key}.title`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className={classNames('min-w-0', !isWide && 'max-w-3xl')}>
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
            {heading}
          </h1>
          <div className="mt-6">{children}</div>
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
