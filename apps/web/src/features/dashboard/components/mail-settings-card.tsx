import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { classNames } from '@/lib/class-names';
import { useMailSettings, useUpdateMailSettings } from '../api/mail-settings';

/**
 * The switch of price-drop mails (decision 035): where a one-click unsubscribe sends people who want them back.
 * It saves on every change.
 */
export function MailSettingsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('dashboard');
  const labelId = useId();
  const hintId = useId();
  const settings = useMailSettings(userId);
  const update = useUpdateMailSettings(userId);
  const isOn = update.isPending ? update.variables.priceDropMails : settings.data?.priceDropMails;
  return (
    <section aria-labelledby="mail-settings-title" className="flex flex-col gap-4">
      <h2 id="mail-settings-title" className="text-lg font-semibold text-slate-900">
        {t('mailSettings.title')}
      </h2>
      {settings.isError ? (
        <Alert title={t('mailSettings.loadFailed')} />
      ) : isOn === undefined ? (
        <Spinner label={t('mailSettings.loading')} />
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div>
            <p id={labelId} className="font-medium text-slate-900">
              {t('mailSettings.priceDrops')}
            </p>
            <p id={hintId} className="mt-1 text-sm text-slate-600">
              {t('mailSettings.priceDropsHint')}
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={isOn}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            disabled={update.isPending}
            onClick={() => update.mutate({ priceDropMails: !isOn })}
            data-testid="price-drop-mails"
            className={classNames(
              'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-70',
              isOn ? 'bg-brand-700' : 'bg-slate-400',
            )}
          >
            <span
              aria-hidden="true"
              className={classNames(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                isOn ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </button>
        </div>
      )}
      <p role="status" className="text-sm text-slate-600">
        {update.isSuccess && t(update.data.priceDropMails ? 'mailSettings.savedOn' : 'mailSettings.savedOff')}
      </p>
      {update.isError && <Alert title={t('mailSettings.failed')} />}
    </section>
  );
}
