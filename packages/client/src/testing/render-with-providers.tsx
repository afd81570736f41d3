import { type RenderOptions, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

import { type AppStore, type RootState, makeStore } from '../store/make-store';

interface ProviderOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Wraps the tree in a MemoryRouter starting at these entries. */
  initialEntries?: string[];
}

/** Renders with a real store (preloaded as the test needs) and, if asked, a router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    preloadedState = {},
    store = makeStore(preloadedState),
    initialEntries,
    ...renderOptions
  }: ProviderOptions = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      {initialEntries ? (
        <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
      ) : (
        children
      )}
    </Provider>
  );
  return { store, user: userEvent.setup(), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
