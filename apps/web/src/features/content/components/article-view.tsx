import { useTranslation } from 'react-i18next';
import { classNames } from '@/lib/class-names';
import type { Article, ArticleBlock } from '../texts/article';
import { RichText } from './rich-text';

const SWATCHES = {
  black: 'bg-slate-800',
  white: 'bg-white ring-1 ring-slate-300',
  green: 'bg-emerald-500',
} as const;

/** A long-form page: the lead, an "on this page" list for long texts, then the sections. */
export function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation('content');
  return (
    <div className="flex flex-col gap-8">
      <p className="text-lg leading-relaxed text-slate-700">
        <RichText text={article.lead} />
      </p>
      {article.sections.length >= 5 && (
        <nav aria-label={t('onThisPage')} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="text-sm font-semibold text-slate-900">{t('onThisPage')}</p>
          <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {article.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {article.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
            {section.heading}
          </h2>
          <div className="mt-3 flex flex-col gap-4 leading-relaxed text-slate-700">
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.isOrdered ? 'ol' : 'ul';
      return (
        <List
          className={classNames('flex flex-col gap-2 pl-6', block.isOrdered ? 'list-decimal' : 'list-disc')}
        >
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'terms':
      return (
        <dl className="grid gap-3 sm:grid-cols-2">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="flex items-center gap-2 font-semibold text-slate-900">
                {item.swatch && (
                  <span aria-hidden="true" className={classNames('size-4 rounded', SWATCHES[item.swatch])} />
                )}
                {item.term}
              </dt>
              <dd className="mt-1 text-sm">
                <RichText text={item.text} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'note':
      return (
        <p className="rounded-xl border-l-4 border-accent-500 bg-amber-50 px-4 py-3 text-sm text-slate-800">
          <RichText text={block.text} />
        </p>
      );
    case 'faq':
      return (
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {block.items.map((item) => (
            <details
              key={item.question}
              className="group px-4 py-3 [&_summary::-webkit-details-marker]:hidden"
            >
              <summary className="flex cursor-pointer list-none items-start justify-between gap-3 font-medium text-slate-900">
                {item.question}
                <span aria-hidden="true" className="mt-0.5 text-brand-700 transition group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-2 text-sm leading-relaxed">
                <RichText text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      );
  }
}
