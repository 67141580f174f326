import type { ReactNode } from 'react';

export const PAGE_TITLE_ID = 'listing-form-title';

/** The page's heading and a line under it. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-1">
      <h1 id={PAGE_TITLE_ID} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <p className="text-slate-600">{intro}</p>
      {children}
    </header>
  );
}
