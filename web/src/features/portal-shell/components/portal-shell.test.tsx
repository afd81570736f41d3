import '@testing-library/jest-dom/vitest';

import type { RootState } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { signedInState } from '../../../testing/signed-in-state';
import { PortalShell } from './portal-shell';

afterEach(cleanup);

function renderShell(state: Partial<RootState>) {
  return renderWithProviders(
    <Routes>
      <Route element={<PortalShell />}>
        <Route path="/portal/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
    </Routes>,
    { preloadedState: state, initialEntries: ['/portal/dashboard'] },
  );
}

describe('PortalShell', () => {
  it('puts the verification banner above every page while the address waits for its owner', async () => {
    const state = signedInState('fundaxer');
    renderShell({
      ...state,
      user: {
        ...state.user!,
        identity: { ...state.user!.identity!, emailVerified: false },
        account: { ...state.user!.account!, emailVerified: false },
      },
    });
    expect(await screen.findByRole('region', { name: 'Verify your email' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('shows no banner to a verified person', () => {
    renderShell(signedInState('fundaxer'));
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Verify your email' })).toBeNull();
  });
});
