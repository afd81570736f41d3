import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { loadAccount } from '../session/load-account';
import { signedIn, signedOut } from '../session/session-events';
import { renderWithProviders } from '../testing/render-with-providers';
import { RedirectSignedIn } from './redirect-signed-in';
import { RequireSignIn } from './require-sign-in';
import { loginPathFor, returnPathFrom, safeFrom } from './safe-from';

const account = {
  id: 'u1',
  role: 'partner' as const,
  displayName: 'Miguel Baca',
  email: null,
  emailVerified: false,
  phone: null,
  organization: null,
  listings: [],
  payoutProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function App() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <RedirectSignedIn loading={<p>Checking…</p>}>
            <h1>Sign in</h1>
          </RedirectSignedIn>
        }
      />
      <Route
        path="/portal"
        element={
          <RequireSignIn
            loading={<p>Loading account…</p>}
            noAccount={<h1>Finish signing up</h1>}
            failed={(error) => <p role="alert">{error?.code}</p>}
          />
        }
      >
        <Route path="*" element={<h1>Portal</h1>} />
      </Route>
      <Route path="*" element={<h1>Elsewhere</h1>} />
    </Routes>
  );
}

function renderAt(path: string) {
  const view = renderWithProviders(
    <>
      <App />
      <Where />
    </>,
    { initialEntries: [path] },
  );
  const signIn = () =>
    act(() => {
      view.store.dispatch(signedIn({ uid: 'u1', admin: false }));
      view.store.dispatch(loadAccount.fulfilled(account, 'r1', 'u1'));
    });
  return { ...view, signIn, where: () => screen.getByTestId('where').textContent };
}

describe('RequireSignIn', () => {
  it('sends a visitor to sign in with from = the original path and query', () => {
    const { store, where } = renderAt('/portal/events?tab=history');
    act(() => void store.dispatch(signedOut()));
    expect(where()).toBe(`/login?from=${encodeURIComponent('/portal/events?tab=history')}`);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('brings the visitor back to where they were after signing in (the from= round trip)', () => {
    const view = renderAt('/portal/events?tab=history');
    act(() => void view.store.dispatch(signedOut()));
    view.signIn();
    expect(view.where()).toBe('/portal/events?tab=history');
    expect(screen.getByRole('heading', { name: 'Portal' })).toBeInTheDocument();
  });

  it('waits while it is not yet known who is signed in', () => {
    renderAt('/portal/dashboard');
    expect(screen.getByText('Loading account…')).toBeInTheDocument();
  });

  it('asks a signed-in user without an account to finish signing up', () => {
    const { store } = renderAt('/portal/dashboard');
    act(() => {
      store.dispatch(signedIn({ uid: 'u9', admin: false }));
      store.dispatch(loadAccount.fulfilled(null, 'r1', 'u9'));
    });
    expect(screen.getByRole('heading', { name: 'Finish signing up' })).toBeInTheDocument();
  });

  it('shows why when the account cannot load', () => {
    const { store } = renderAt('/portal/dashboard');
    act(() => {
      store.dispatch(signedIn({ uid: 'u1', admin: false }));
      store.dispatch(
        loadAccount.rejected(null, 'r1', 'u1', { code: 'unavailable', message: 'offline' }),
      );
    });
    expect(screen.getByRole('alert')).toHaveTextContent('unavailable');
  });
});

describe('RedirectSignedIn', () => {
  it('sends a signed-in user opening sign-in to the dashboard', () => {
    const view = renderAt('/login');
    view.signIn();
    expect(view.where()).toBe('/portal/dashboard');
  });

  it('shows the sign-in page to a visitor', () => {
    const { store } = renderAt('/login');
    act(() => void store.dispatch(signedOut()));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it.each([
    '//evil.example/portal',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login?from=/login',
  ])('refuses from=%s (no open redirect, no loop) and goes to the dashboard', (from) => {
    const view = renderAt(`/login?${new URLSearchParams({ from }).toString()}`);
    view.signIn();
    expect(view.where()).toBe('/portal/dashboard');
  });
});

describe('safeFrom', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeFrom('/portal/events/e1?tab=details#top')).toBe('/portal/events/e1?tab=details#top');
  });

  it.each([null, '', 'portal', '//x.example', '/\\x.example', '/a\nb', 'http://x.example/'])(
    'refuses %j',
    (from) => {
      expect(safeFrom(from)).toBeNull();
    },
  );

  it('builds and reads back the login URL', () => {
    const login = loginPathFor('/portal/fundz?year=2026');
    expect(returnPathFrom(new URL(login, 'http://x').search)).toBe('/portal/fundz?year=2026');
  });
});
