import { SessionRoot } from '@fundax/client';
import { PageSite } from '@fundax/client/ui';
import { RouterProvider } from 'react-router';

import { createRouter } from './router';
import { store } from './store';

const router = createRouter();

export function App() {
  return (
    <SessionRoot store={store}>
      <PageSite name="Fundax admin">
        <RouterProvider router={router} />
      </PageSite>
    </SessionRoot>
  );
}
