import '@testing-library/jest-dom/vitest';

import { loadAccount, signedIn } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { PortalGuard } from '../features/auth/components/portal-guard';
import {
  AdminConsolePointer,
  adminConsoleUrl,
} from '../features/portal-shell/components/admin-console-pointer';

afterEach(cleanup);

function renderPortal(admin: boolean) {
  const view = renderWithProviders(
    <Routes>
      <Route element={<PortalGuard adminWithoutAccount={<AdminConsolePointer />} />}>
        <Route path="/portal/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
    </Routes>,
    { initialEntries: ['/portal/dashboard'] },
  );
  act(() => {
    view.store.dispatch(signedIn({ uid: 'u1', admin, email: 'admin@fundax.test' }));
    view.store.dispatch(loadAccount.fulfilled(null, 'r1', 'u1'));
  });
  return view;
}

describe('the portal for a signed-in user without an account', () => {
  it('points an admin to the admin console', () => {
    renderPortal(true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Admins work in the admin console' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/signed in as admin@fundax.test/)).toBeInTheDocument();
  });

  it('asks anyone else to finish signing up', () => {
    renderPortal(false);
    expect(
      screen.getByRole('heading', { name: 'Finish setting up your account' }),
    ).toBeInTheDocument();
  });

  it('links to the console only at an http(s) address the build names', () => {
    expect(adminConsoleUrl({ VITE_ADMIN_CONSOLE_URL: 'http://127.0.0.1:5005' })).toBe(
      'http://127.0.0.1:5005',
    );
    expect(adminConsoleUrl({ VITE_ADMIN_CONSOLE_URL: 'javascript:alert(1)' })).toBeNull();
    expect(adminConsoleUrl({})).toBeNull();
  });
});
