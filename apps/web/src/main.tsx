import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n';
import { Providers } from './app/providers';
import './index.css';

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
