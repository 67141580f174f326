import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_TYPES } from '@sakhli/shared/enums';
import { UpdateProfileRequest, type User } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/form-controls';
import { useUpdateProfile } from '../api/update-profile';
import { serverFieldErrors } from '../auth-messages';
import { useFieldProps } from '../hooks/use-field-props';
import { TextField } from './form-fields';
import { SellerFields } from './seller-fields';

type ProfileInput = z.input<typeof UpdateProfileRequest>;
type ProfileOutput = z.output<typeof UpdateProfileRequest>;

const FIELDS = ['firstName', 'lastName', 'displayName', 'accountType', 'agencyName'] as const;

const schemaResolver = zodResolver(UpdateProfileRequest);
/** Emptied first and last names are removed; an emptied display name is 'cannot be empty if provided'. */
const resolver: Resolver<ProfileInput, unknown, ProfileOutput> = (values, context, options) =>
  schemaResolver(
    { ...values, firstName: values.firstName?.trim() || null, lastName: values.lastName?.trim() || null },
    context,
    options,
  );

const formValues = (user: User) => ({
  firstName: user.firstName ?? '',
  lastName: user.lastName ?? '',
  displayName: user.displayName,
  accountType: user.accountType,
  agencyName: user.agencyName ?? '',
});

/** SPEC.md 'Profile settings': names saved for real (CONTRACT.md section 4); the e-mail is shown read-only. */
export function ProfileForm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver,
    defaultValues: formValues(user),
    reValidateMode: 'onSubmit',
  });
  const field = useFieldProps(form);
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const update = useUpdateProfile();
  const [isSaved, setIsSaved] = useState(false);

  const onSubmit = form.handleSubmit(
    async ({ firstName, lastName, displayName, accountType, agencyName }) => {
      setIsSaved(false);
      try {
        const saved = await update.mutateAsync({
          firstName,
          lastName,
          displayName,
          accountType,
          agencyName: accountType === 'Owner' ? null : agencyName,
        });
        form.reset(formValues(saved));
        setIsSaved(true);
      } catch (error) {
        for (const [name, message] of serverFieldErrors(error, FIELDS)) form.setError(name, { message });
      }
    },
  );
  const cancel = () => {
    form.reset(formValues(user));
    onCancel();
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="profile-title">
      <div>
        <h2 id="profile-title" className="text-lg font-semibold text-slate-900">
          {t('profile.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('profile.description')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('fields.firstName')} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t('fields.lastName')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField
        label={t('fields.displayName')}
        hint={t('profile.displayNameHint')}
        autoComplete="nickname"
        {...field('displayName')}
      />
      <Field label={t('fields.email')} htmlFor="profile-email" hint={t('profile.emailReadOnly')}>
        <Input
          id="profile-email"
          type="email"
          value={user.email}
          readOnly
          aria-describedby="profile-email-hint"
        />
      </Field>
      <SellerFields
        user={user}
        accountType={
          <Field label={t('seller.accountType')} htmlFor={field('accountType').id}>
            <Select id={field('accountType').id} {...field('accountType').registration}>
              {ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`seller.accountTypes.${type}`)}
                </option>
              ))}
            </Select>
          </Field>
        }
        agencyName={
          accountType !== 'Owner' && (
            <TextField
              label={t('seller.agencyName')}
              hint={t('seller.agencyNameHint')}
              autoComplete="organization"
              {...field('agencyName')}
            />
          )
        }
      />
      {isSaved && <Alert tone="success" title={t('profile.saved')} />}
      {update.isError && !serverFieldErrors(update.error, FIELDS).length && (
        <Alert title={t('profile.saveFailed')} />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
