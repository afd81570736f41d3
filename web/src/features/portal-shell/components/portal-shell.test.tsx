import '@testing-library/jest-dom/vitest';

import { type RootState, sessionConfirmed } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../../../testing/signed-in-state';
import { PortalShell } from './portal-shell';

// The count's reader stands for the inbox's reads (tested with the kit's inbox).
vi.mock('./unread-count-reader', () => ({ default: () => <p>Reading the unread count</p> }));

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

  it('reads the unread count once Auth has confirmed a restored session, not before', async () => {
    const state = signedInState('partner');
    const { store } = renderShell({ ...state, user: { ...state.user!, restored: true } });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByText('Reading the unread count')).toBeNull();

    act(() => {
      store.dispatch(sessionConfirmed({ uid: state.user!.uid!, admin: false }));
    });
    expect(await screen.findByText('Reading the unread count')).toBeInTheDocument();
  });

  it('reads it at once for a session Auth already knows', async () => {
    renderShell(signedInState('partner'));
    expect(await screen.findByText('Reading the unread count')).toBeInTheDocument();
  });
});
