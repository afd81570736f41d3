import { configFromEnv, initFirebase } from '@fundax/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';

initFirebase(configFromEnv(import.meta.env));

// Link-preview tags the Hosting function put in <head> for crawlers (functions/src/cards): the
// pages render their own, so these must not linger beside them or past a navigation.
for (const tag of document.head.querySelectorAll('[data-social-card]')) tag.remove();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
