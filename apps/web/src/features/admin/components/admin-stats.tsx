import { useTranslation } from 'react-i18next';
import { PUBLISH_STATUSES, ROLES } from '@sakhli/shared/enums';
import type { AdminStats as Stats } from '@sakhli/shared/schemas/admin';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { classNames } from '@/lib/class-names';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';
import { useAdminStats } from '../api/get-admin-stats';

const PHOTO_JOB_STATES = ['pending', 'processing', 'failed', 'completed'] as const;

interface Row {
  key: string;
  label: string;
  value: number;
  isAlarming?: boolean;
}

/** One panel: its total (when it has one) and a row per group. */
function StatsPanel({ id, title, total, rows }: { id: string; title: string; total: number; rows: Row[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`stats-${id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-600">
        {title}
      </h2>
      <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
        <span className="sr-only">{t('stats.total')}: </span>
        {formatNumber(total, language)}
      </p>
      <dl className="mt-3 flex flex-col divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.key} data-stat={row.key} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="text-slate-600">{row.label}</dt>
            <dd
              className={classNames(
                'font-semibold tabular-nums',
                row.isAlarming ? 'text-red-700' : 'text-slate-900',
              )}
            >
              {formatNumber(row.value, language)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function StatsPanels({ stats }: { stats: Stats }) {
  const { t } = useTranslation('admin');
  const newThisWeek = (value: number): Row => ({ key: 'new', label: t('stats.newThisWeek'), value });
  return (
    <>
      <StatsPanel
        id="users"
        title={t('stats.users')}
        total={stats.users.total}
        rows={[
          ...ROLES.map((role) => ({
            key: role,
            label: t(`stats.roles.${role}`),
            value: stats.users.byRole[role],
          })),
          newThisWeek(stats.users.newThisWeek),
        ]}
      />
      <StatsPanel
        id="listings"
        title={t('stats.listings')}
        total={stats.listings.total}
        rows={[
          ...PUBLISH_STATUSES.map((status) => ({
            key: status,
            label: t(`stats.statuses.${status}`),
            value: stats.listings.byStatus[status],
          })),
          newThisWeek(stats.listings.newThisWeek),
        ]}
      />
      <StatsPanel
        id="photo-jobs"
        title={t('stats.photoJobs')}
        total={PHOTO_JOB_STATES.reduce((sum, state) => sum + stats.photoJobs[state], 0)}
        rows={PHOTO_JOB_STATES.map((state) => ({
          key: state,
          label: t(`stats.jobs.${state}`),
          value: stats.photoJobs[state],
          isAlarming: state === 'failed' && stats.photoJobs.failed > 0,
        }))}
      />
    </>
  );
}

/** CONTRACT.md section 4: the real counts: users by role, listings by status, new this week, photo jobs. */
export function AdminStats() {
  const { t } = useTranslation('admin');
  const stats = useAdminStats();
  let content;
  if (stats.data) content = <StatsPanels stats={stats.data} />;
  else if (stats.isError) {
    content = (
      <RetryAlert
        className="md:col-span-3"
        title={t('errors.loadStats')}
        retryLabel={t('errors.tryAgain')}
        onRetry={() => void stats.refetch()}
      />
    );
  } else {
    content = (
      <>
        <Spinner label={t('page.loading')} className="sr-only" />
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-64 rounded-2xl" />
        ))}
      </>
    );
  }
  return (
    <div role="region" aria-label={t('stats.label')} className="grid gap-4 md:grid-cols-3">
      {content}
    </div>
  );
}
