import { configFromEnv, initFirebase } from '@fundax/client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import './styles/tokens.css';
import './styles/base.css';
import './styles/ui.css';

initFirebase(configFromEnv(import.meta.env));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
