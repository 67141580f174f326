import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INQUIRY_FIELD_LIMITS } from '@sakhli/shared/constants';
import { InquiryRequest, type InquiryFields } from '@sakhli/shared/schemas/inquiry';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/form-controls';
import { ApiError } from '@/lib/api-client';
import { classNames } from '@/lib/class-names';
import { useAuth } from '@/lib/use-auth';
import { useSendInquiry } from '../api/send-inquiry';
import { inquiryErrorMessage, inquiryFieldMessage } from './inquiry-messages';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/**
 * The visitor's message to the owner (SPEC.md section 3 'Inquiry email template'): the server mails it with
 * Reply-To the visitor, so neither side sees the other's address here.
 */
export function InquiryForm({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('listing');
  const { user } = useAuth();
  const formId = useId();
  const send = useSendInquiry(propertyId);
  const [outcome, setOutcome] = useState<{ isSent: boolean; text: string } | null>(null);
  const form = useForm<InquiryRequest, unknown, InquiryFields>({
    resolver: zodResolver(InquiryRequest),
    defaultValues: { name: user?.displayName ?? '', email: user?.email ?? '', phone: '', message: '' },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (inquiry) => {
    setOutcome(null);
    try {
      await send.mutateAsync(inquiry);
      form.resetField('message');
      setOutcome({ isSent: true, text: t('inquiry.sent') });
    } catch (error) {
      const fieldErrors = Object.entries((error instanceof ApiError && error.errors) || {});
      for (const [name, [message]] of fieldErrors) {
        if ((FIELDS as readonly string[]).includes(name))
          form.setError(name as Path<InquiryRequest>, { message });
      }
      if (!fieldErrors.length) setOutcome({ isSent: false, text: inquiryErrorMessage(error, t) });
    }
  });

  const field = (name: (typeof FIELDS)[number]) => {
    const id = `${formId}-${name}`;
    const error = errors[name] && inquiryFieldMessage(errors[name].message, t);
    const control = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...form.register(name, { onChange: () => form.clearErrors(name) }),
    };
    return { id, error, control };
  };
  const name = field('name');
  const email = field('email');
  const phone = field('phone');
  const message = field('message');

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('inquiry.heading')} className="flex flex-col gap-3">
      {outcome && <Alert tone={outcome.isSent ? 'success' : 'error'} title={outcome.text} />}
      <Field label={t('inquiry.name')} htmlFor={name.id} error={name.error}>
        <Input
          invalid={Boolean(name.error)}
          autoComplete="name"
          maxLength={INQUIRY_FIELD_LIMITS.name}
          {...name.control}
        />
      </Field>
      <Field label={t('inquiry.email')} htmlFor={email.id} error={email.error}>
        <Input
          invalid={Boolean(email.error)}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          {...email.control}
        />
      </Field>
      <Field label={t('inquiry.phone')} htmlFor={phone.id} error={phone.error}>
        <Input
          invalid={Boolean(phone.error)}
          type="tel"
          autoComplete="tel"
          maxLength={INQUIRY_FIELD_LIMITS.phone}
          {...phone.control}
        />
      </Field>
      <Field label={t('inquiry.message')} htmlFor={message.id} error={message.error}>
        <textarea
          rows={4}
          maxLength={INQUIRY_FIELD_LIMITS.message}
          placeholder={t('inquiry.messagePlaceholder')}
          {...message.control}
          className={classNames(
            'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus:ring-2 focus:outline-none',
            message.error
              ? 'border-red-500 focus:ring-red-600/20'
              : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20',
          )}
        />
      </Field>
      <Button type="submit" disabled={send.isPending} className="w-full">
        {t(send.isPending ? 'inquiry.sending' : 'inquiry.submit')}
      </Button>
    </form>
  );
}
