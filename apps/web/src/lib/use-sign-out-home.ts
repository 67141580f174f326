import { useNavigate } from 'react-router';
import { signOut } from './auth-session';

/**
 * SPEC.md: Sign Out returns to /. The page is left first, so a guarded page being left never sees the
 * signed-out state (it would send the visitor to sign in again).
 */
export function useSignOutHome() {
  const navigate = useNavigate();
  return () => void Promise.resolve(navigate('/')).then(signOut);
}
