import '@testing-library/jest-dom/vitest';
import { loadAccount, signedIn, signedOut } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { consoleReturnPath } from '../utils/return-path';
import { AdminGate } from './admin-gate';
import { SignInScreen } from './sign-in-screen';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<SignInScreen />} />
        <Route path="/auth" element={<AdminGate />}>
          <Route path="*" element={<h1>Console page</h1>} />
        </Route>
      </Routes>
      <Where />
    </>,
    { initialEntries: [path] },
  );
  const signInAs = (uid: string, admin: boolean) =>
    act(() => {
      view.store.dispatch(signedIn({ uid, admin, email: `${uid}@fundax.test` }));
      // Admins need no Fundax account: users/{uid} is missing for the demo admin.
      view.store.dispatch(loadAccount.fulfilled(null, 'r1', uid));
    });
  const signOut = () => act(() => void view.store.dispatch(signedOut()));
  return { ...view, signInAs, signOut, where: () => screen.getByTestId('where').textContent };
}

describe('the admin gate (docs/product.md §2.5, §4.8, §6.3)', () => {
  it('waits while it is not known who is signed in', () => {
    renderAt('/auth/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
  });

  it('sends a visitor to sign in with from = the page and query asked for', () => {
    const view = renderAt('/auth/records?kind=venue');
    view.signOut();
    expect(view.where()).toBe(`/?from=${encodeURIComponent('/auth/records?kind=venue')}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fundax admin');
    expect(
      screen.getByRole('form', { name: 'Sign in with email and password' }),
    ).toBeInTheDocument();
  });

  it('brings the admin back to that page after signing in', () => {
    const view = renderAt('/auth/records?kind=venue');
    view.signOut();
    view.signInAs('rosa', true);
    expect(view.where()).toBe('/auth/records?kind=venue');
    expect(screen.getByRole('heading', { name: 'Console page' })).toBeInTheDocument();
  });

  it('tells a signed-in account without the admin claim that it is not an administrator', () => {
    const view = renderAt('/auth/accounting');
    view.signInAs('miguel', false);
    expect(screen.queryByRole('heading', { name: 'Console page' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'miguel@fundax.test is not an administrator',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('says so on the sign-in page too, instead of the form', () => {
    const view = renderAt('/');
    view.signInAs('miguel', false);
    expect(view.where()).toBe('/');
    expect(screen.getByText(/is not an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('sends a signed-in admin from the sign-in page to the dashboard', () => {
    const view = renderAt('/');
    view.signInAs('rosa', true);
    expect(view.where()).toBe('/auth/dashboard');
  });
});

describe('consoleReturnPath', () => {
  it('keeps a console page with its query', () => {
    expect(consoleReturnPath('?from=%2Fauth%2Frecord%2Fe1%3Fkind%3Devent')).toBe(
      '/auth/record/e1?kind=event',
    );
  });

  it.each([
    '',
    '?from=/',
    '?from=//evil.example/auth/x',
    '?from=https://evil.example',
    '?from=/portal/dashboard',
  ])('falls back to the dashboard for %j', (search) => {
    expect(consoleReturnPath(search)).toBe('/auth/dashboard');
  });
});
