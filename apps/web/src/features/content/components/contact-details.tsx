import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { ClockIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import { SUPPORT_CONTACT } from '../content-pages';

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600">{label}</p>
        <p className="mt-0.5 font-semibold break-words text-slate-900">{children}</p>
      </div>
    </li>
  );
}

/** How to reach the team: e-mail (a mailto link, no form), phone, office and hours. */
export function ContactDetails() {
  const { t } = useTranslation('content');
  return (
    <div className="flex flex-col gap-6">
      <p className="text-lg leading-relaxed text-slate-700">{t('contact.lead')}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        <ContactItem
          icon={
            <span aria-hidden="true" className="text-lg font-bold">
              @
            </span>
          }
          label={t('contact.email')}
        >
          <a href={`mailto:${SUPPORT_CONTACT.email}`} className="text-brand-700 hover:underline">
            {SUPPORT_CONTACT.email}
          </a>
        </ContactItem>
        <ContactItem icon={<PhoneIcon />} label={t('contact.phone')}>
          <a
            href={`tel:${SUPPORT_CONTACT.phone.replaceAll(' ', '')}`}
            className="text-brand-700 tabular-nums hover:underline"
          >
            {SUPPORT_CONTACT.phone}
          </a>
        </ContactItem>
        <ContactItem icon={<MapPinIcon />} label={t('contact.office')}>
          {t('contact.address')}
        </ContactItem>
        <ContactItem icon={<ClockIcon />} label={t('contact.hours')}>
          {t('contact.hoursValue')}
        </ContactItem>
      </ul>
      <div className="rounded-2xl bg-brand-50 p-5 text-slate-800">
        <h2 className="font-semibold text-slate-900">{t('contact.reportTitle')}</h2>
        <p className="mt-1 text-sm leading-relaxed">{t('contact.reportText')}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={`mailto:${SUPPORT_CONTACT.email}?subject=${encodeURIComponent(t('contact.reportSubject'))}`}
            className={buttonClassName({ size: 'sm' })}
          >
            {t('contact.writeUs')}
          </a>
          <Link to="/help" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {t('pages.help.title')}
          </Link>
        </div>
      </div>
    </div>
  );
}
