import { useSyncExternalStore } from 'react';
import { refreshSession } from './api-client';
import { signIn, signOut, signUp } from './auth-session';
import { getAuthState, subscribeAuth, type AuthState } from './auth-store';

export interface Auth extends AuthState {
  signIn: typeof signIn;
  signUp: typeof signUp;
  signOut: typeof signOut;
  refresh: () => Promise<boolean>;
}

const ACTIONS = { signIn, signUp, signOut, refresh: () => refreshSession() };

/** The signed-in user and the auth status (SPEC.md section 4), with the actions that change them. */
export function useAuth(): Auth {
  const state = useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
  return { ...state, ...ACTIONS };
}
