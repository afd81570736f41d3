import { configFromEnv, initFirebase } from '@fundax/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';

import { App } from './app/app';
import './styles/site.css';

initFirebase(configFromEnv(import.meta.env));

// Link-preview tags the Hosting function put in <head> for crawlers (functions/src/cards): the
// pages render their own, so these must not linger beside them or past a navigation.
for (const tag of document.head.querySelectorAll('[data-social-card]')) tag.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
