import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppEvent, type AppEventDetails } from '@/lib/app-events';
import { loadNamespaces } from '@/lib/i18n';
import { useAuth } from '@/lib/use-auth';
import { readAuthRequest } from '../return-path';

// The forms, their validation (zod) and their texts download the first time the modal opens.
const AuthDialog = lazy(() =>
  Promise.all([import('./auth-dialog'), loadNamespaces(['auth'])]).then(([module]) => ({
    default: module.AuthDialog,
  })),
);

type AuthMode = AppEventDetails['openAuth']['mode'];

interface AuthRequest {
  mode: AuthMode;
  /** A guarded page the visitor was sent away from: they go back there once signed in. */
  returnTo?: string;
  /** Each request opens afresh, even in the mode already shown. */
  id: string;
}

/**
 * Opens the sign-in / sign-up modal on the `openAuth` window event (detail.mode), and when a navigation asks
 * for it: a route guard sent a guest away from a page that needs an account, or a page links to sign-up.
 */
export function AuthModalHost() {
  const { status } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const [seenLocationKey, setSeenLocationKey] = useState(location.key);

  useAppEvent('openAuth', (detail) => {
    if (status === 'authenticated') return;
    setRequest({ mode: detail.mode === 'signup' ? 'signup' : 'signin', id: String(Date.now()) });
  });
  // A new navigation only: a reload keeps the history state, and must not open the modal again.
  if (location.key !== seenLocationKey) {
    setSeenLocationKey(location.key);
    const authRequest = readAuthRequest(location.state);
    if (authRequest && status !== 'authenticated')
      setRequest({ mode: authRequest.openAuth, returnTo: authRequest.returnTo, id: location.key });
  }

  if (!request) return null;
  const onSignedIn = () => {
    setRequest(null);
    if (request.returnTo) void navigate(request.returnTo);
  };
  return (
    <Suspense fallback={null}>
      <AuthDialog
        key={request.id}
        initialMode={request.mode}
        onClose={() => setRequest(null)}
        onSignedIn={onSignedIn}
      />
    </Suspense>
  );
}
