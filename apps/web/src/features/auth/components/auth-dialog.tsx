import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CheckEmail } from './check-email';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';

type View =
  | { name: 'signin' | 'signup'; email?: string }
  | { name: 'forgot'; email: string }
  | { name: 'checkEmail'; email: string };

interface AuthDialogProps {
  initialMode: 'signin' | 'signup';
  onClose: () => void;
  onSignedIn: () => void;
}

/**
 * SPEC.md 'Auth modal': the social sign-in, then the sign-in or sign-up form; the forgot-password form and
 * 'Check Your Email' take the modal's place when reached. Escape, a backdrop click and the close button
 * close it, and the page does not scroll meanwhile (Radix dialog).
 */
export function AuthDialog({ initialMode, onClose, onSignedIn }: AuthDialogProps) {
  const { t } = useTranslation(['auth', 'common']);
  const [view, setView] = useState<View>({ name: initialMode });
  const isAccountForm = view.name === 'signin' || view.name === 'signup';
  const otherMode = view.name === 'signup' ? 'signin' : 'signup';

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && onClose()}>
      <DialogContent
        title={t(`auth:modal.${view.name}Title`)}
        description={view.name === 'checkEmail' ? undefined : t(`auth:modal.${view.name}Description`)}
        closeLabel={t('common:actions.close')}
      >
        {isAccountForm && <SocialSignIn />}
        {view.name === 'signin' && (
          <SignInForm
            initialEmail={view.email}
            onSignedIn={onSignedIn}
            onForgotPassword={(email) => setView({ name: 'forgot', email })}
          />
        )}
        {view.name === 'signup' && (
          <SignUpForm
            onSignedIn={onSignedIn}
            onConfirmationRequired={(email) => setView({ name: 'checkEmail', email })}
          />
        )}
        {view.name === 'forgot' && (
          <ForgotPasswordForm
            initialEmail={view.email}
            onBack={(email) => setView({ name: 'signin', email })}
          />
        )}
        {view.name === 'checkEmail' && (
          <CheckEmail email={view.email} onBack={() => setView({ name: 'signin', email: view.email })} />
        )}
        {isAccountForm && (
          <p className="mt-5 flex flex-wrap items-center justify-center gap-x-1.5 text-sm text-slate-600">
            {t(view.name === 'signin' ? 'auth:modal.noAccount' : 'auth:modal.haveAccount')}
            <button
              type="button"
              onClick={() => setView({ name: otherMode })}
              className="cursor-pointer font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              {t(otherMode === 'signup' ? 'auth:modal.createAccount' : 'auth:modal.signinTitle')}
            </button>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
