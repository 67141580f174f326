import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { MailIcon } from '@/components/ui/account-icons';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/use-auth';
import { InquiryForm } from './inquiry-form';

/**
 * 'Send inquiry' on the contact card: opens the form. Only published listings take inquiries, and an owner
 * has nobody to write to on their own listing.
 */
export function InquiryPanel({ property }: { property: Pick<Property, 'id' | 'userId' | 'publishStatus'> }) {
  const { t } = useTranslation('listing');
  const { user } = useAuth();
  const formId = useId();
  const [isOpen, setOpen] = useState(false);
  if (property.publishStatus !== 'Active' || user?.id === property.userId) return null;
  return (
    <div className="mt-3 flex flex-col gap-4">
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setOpen(!isOpen)}
      >
        <MailIcon className="size-5" />
        {t('inquiry.open')}
      </Button>
      <div id={formId} hidden={!isOpen}>
        {isOpen && <InquiryForm propertyId={property.id} />}
      </div>
    </div>
  );
}
