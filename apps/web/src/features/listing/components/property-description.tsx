import { useTranslation } from 'react-i18next';

/** The owner's text with its line breaks kept. */
export function PropertyDescription({ description }: { description: string }) {
  const { t } = useTranslation('listing');
  const text = description.trim();
  return (
    <section
      aria-labelledby="description-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="description-heading" className="text-lg font-semibold text-slate-900">
        {t('description.heading')}
      </h2>
      <p
        className="mt-3 leading-relaxed break-words whitespace-pre-line text-slate-700"
        data-testid="description"
      >
        {text || t('description.empty')}
      </p>
    </section>
  );
}
