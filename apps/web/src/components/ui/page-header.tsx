import type { ReactNode } from 'react';

/** A page's title (its h1, named by `id` for the section it heads) and the sentence under it. */
export function PageHeader({ id, title, intro }: { id: string; title: ReactNode; intro?: ReactNode }) {
  return (
    <header>
      <h1 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      {intro && <p className="mt-1 max-w-3xl text-slate-600">{intro}</p>}
    </header>
  );
}
