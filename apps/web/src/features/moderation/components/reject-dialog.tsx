import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX_LENGTH, RejectRequest } from '@sakhli/shared/schemas/moderation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Textarea } from '@/components/ui/form-controls';
import { Modal } from '@/components/ui/modal';
import { decisionErrorKey, reasonMessageKey, serverReasonError } from '../moderation-messages';

interface RejectDialogProps {
  code: number;
  /** `archive`: a reported listing is taken down (decision 037); the same request, other words. */
  variant?: 'reject' | 'archive';
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolves once the server has rejected the listing; a refusal rejects with the ApiError. */
  onReject: (reason: string) => Promise<unknown>;
}

function RejectForm({
  onReject,
  onDone,
  variant,
}: {
  onReject: RejectDialogProps['onReject'];
  onDone: () => void;
  variant: 'reject' | 'archive';
}) {
  const { t } = useTranslation('moderation');
  const id = useId();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RejectRequest),
    defaultValues: { reason: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const length = useWatch({ control: form.control, name: 'reason' }).length;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setFailureKey(null);
    try {
      await onReject(reason);
      onDone();
    } catch (error) {
      const reasonError = serverReasonError(error);
      if (reasonError) form.setError('reason', { message: reasonError });
      else setFailureKey(decisionErrorKey(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field
        label={t('reject.reason')}
        htmlFor={id}
        error={errors.reason && t(reasonMessageKey(errors.reason.message))}
        hint={t('reject.reasonHint', { count: length, max: REJECTION_REASON_MAX_LENGTH })}
      >
        <Textarea
          id={id}
          rows={5}
          // One character over is let through, so the limit's message can say what is wrong.
          maxLength={REJECTION_REASON_MAX_LENGTH + 1}
          placeholder={t('reject.placeholder')}
          invalid={Boolean(errors.reason)}
          aria-describedby={errors.reason ? errorId : hintId}
          {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
        />
      </Field>
      {failureKey && <Alert title={t(failureKey)} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('reject.cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={isSubmitting}>
          {t(isSubmitting ? `${variant}.submitting` : `${variant}.submit`)}
        </Button>
      </div>
    </form>
  );
}

/** Reject asks for the reason (required, at most 1000 characters) the owner will read. */
export function RejectDialog({
  code,
  isOpen,
  onOpenChange,
  onReject,
  variant = 'reject',
}: RejectDialogProps) {
  const { t } = useTranslation('moderation');
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(`${variant}.title`, { code })}
      description={t(`${variant}.description`)}
      closeLabel={t('reject.close')}
    >
      <RejectForm onReject={onReject} onDone={() => onOpenChange(false)} variant={variant} />
    </Modal>
  );
}
