import { useTranslation } from 'react-i18next';
import type { Decision } from '../hooks/use-moderation-decision';

/** The decisions taken on this page since it opened, newest first (the API keeps no history to show). */
export function DecisionLog({ decisions }: { decisions: Decision[] }) {
  const { t } = useTranslation('moderation');
  return (
    <section
      aria-labelledby="decision-log-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="decision-log-title" className="font-semibold text-slate-900">
        {t('decisions.title')}
      </h2>
      <p className="mt-0.5 text-xs text-slate-500">{t('decisions.hint')}</p>
      {decisions.length > 0 && (
        <ol className="mt-3 flex flex-col divide-y divide-slate-100">
          {decisions.map((decision) => (
            <li key={`${decision.propertyId}-${decision.at}`} className="py-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span
                  className={
                    decision.kind === 'rejected'
                      ? 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800'
                      : 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800'
                  }
                >
                  {t(`decisions.${decision.kind}`)}
                </span>
                <a
                  href={`/property/${decision.propertyId}`}
                  target="_blank"
                  rel="noopener"
                  className="font-medium text-brand-800 hover:underline"
                >
                  {t('decisions.listing', { code: decision.code })}
                </a>
              </p>
              {decision.kind === 'rejected' && (
                <p className="mt-1 line-clamp-2 break-words text-slate-600">
                  {t('decisions.reason', { reason: decision.reason })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
