import { startSession } from '@fundax/client';
import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';

import { createRouter } from './router';
import { store } from './store';

const router = createRouter();

export function App() {
  // Startup asks Auth for the current user and follows sign-in and sign-out (docs/product.md §4.7).
  useEffect(() => store.dispatch(startSession()), []);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
