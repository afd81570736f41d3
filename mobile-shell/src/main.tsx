import { configFromEnv, initFirebase } from '@fundax/client';
import '@fundax/client/styles/tokens.css';
import '@fundax/client/styles/base.css';
import '@fundax/client/styles/ui.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import './styles/app.css';

initFirebase(configFromEnv(import.meta.env));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
