import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@sakhli/shared/schemas/property';
import { MailIcon } from '@/components/ui/account-icons';
import { Button } from '@/components/ui/button';
import { Modal, preloadModal } from '@/components/ui/modal';
import { useAuth } from '@/lib/use-auth';
import { Spinner } from '@/components/ui/spinner';

// The form (react-hook-form and the shared zod schema) downloads when the visitor reaches for it.
const loadInquiryForm = () => import('./inquiry-form');
const InquiryForm = lazy(() => loadInquiryForm().then((module) => ({ default: module.InquiryForm })));
const preloadInquiry = () => {
  preloadModal();
  void loadInquiryForm();
};

/**
 * 'Send inquiry' on the contact card: the form opens in a dialog, so the sidebar keeps its size. Only
 * published listings take inquiries, and an owner has nobody to write to on their own listing.
 */
export function InquiryPanel({ property }: { property: Pick<Property, 'id' | 'userId' | 'publishStatus'> }) {
  const { t } = useTranslation(['listing', 'common']);
  const { user } = useAuth();
  const [isOpen, setOpen] = useState(false);
  if (property.publishStatus !== 'Active' || user?.id === property.userId) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        className="mt-3 w-full"
        aria-haspopup="dialog"
        onPointerEnter={preloadInquiry}
        onFocus={preloadInquiry}
        onClick={() => setOpen(true)}
      >
        <MailIcon className="size-5" />
        {t('inquiry.open')}
      </Button>
      <Modal
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('inquiry.heading')}
        description={t('inquiry.privacy')}
        closeLabel={t('common:actions.close')}
      >
        <Suspense fallback={<Spinner className="mx-auto my-8 size-6" />}>
          <InquiryForm propertyId={property.id} />
        </Suspense>
      </Modal>
    </>
  );
}
