import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@sakhli/shared/schemas/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { BuildingIcon } from '@/components/ui/icons';
import { LogoRejected, useRemoveLogo, useUploadLogo } from '../api/profile-logo';

const KNOWN_REJECTIONS = ['NOT_AN_IMAGE', 'LOGO_TOO_LARGE', 'IMAGE_CORRUPT', 'IMAGE_FORMAT_UNSUPPORTED'];

/**
 * An agency's or developer's logo (issue 16): chosen with a file input and uploaded at once; the server
 * checks it like a photo and keeps a small square. Shown on the agency's cards and its public page.
 */
export function LogoUpload({ user }: { user: User }) {
  const { t } = useTranslation('auth');
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const isBusy = upload.isPending || remove.isPending;
  const rejection = upload.error instanceof LogoRejected ? upload.error.code : undefined;
  const error = upload.isError
    ? t(`seller.logoErrors.${rejection && KNOWN_REJECTIONS.includes(rejection) ? rejection : 'failed'}`)
    : remove.isError
      ? t('seller.logoErrors.failed')
      : undefined;

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-slate-700">{t('seller.logo')}</p>
      <div className="flex items-center gap-4">
        {user.logoUrl ? (
          <img
            src={user.logoUrl}
            alt={t('seller.logoPreview')}
            width={64}
            height={64}
            className="size-16 rounded-lg object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span className="flex size-16 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
            <BuildingIcon className="size-7" />
          </span>
        )}
        <div className="flex flex-wrap gap-2">
          {/* Opened by the button: one control to reach by keyboard, with its hint. */}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            disabled={isBusy}
            data-testid="logo-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            disabled={isBusy}
            aria-describedby={hintId}
            onClick={() => input.current?.click()}
          >
            {upload.isPending
              ? t('seller.uploading')
              : user.logoUrl
                ? t('seller.replaceLogo')
                : t('seller.chooseLogo')}
          </Button>
          {user.logoUrl && (
            <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => remove.mutate()}>
              {t('seller.removeLogo')}
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-xs text-slate-500">
        {t('seller.logoHint')}
      </p>
      {error && <Alert title={error} />}
    </div>
  );
}
