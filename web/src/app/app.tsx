import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';

import { createRouter } from './router';
import { store } from './store';

const router = createRouter();

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
