import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuthSession } from './lib/auth-session';
import { initI18n } from './lib/i18n';
import { Providers } from './app/providers';
import './index.css';

// Before the first render: a returning user is signed in from storage straight away, with no flash of a guest.
startAuthSession();
await initI18n();
const root = createRoot(document.getElementById('root')!);
// A transition renders in slices, so the first render never holds the browser for long.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers />
    </StrictMode>,
  ),
);
