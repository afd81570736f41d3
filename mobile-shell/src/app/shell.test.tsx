import '@testing-library/jest-dom/vitest';

import { loadAccount, sessionLoaded, signedIn, signedOut } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readDashboard } from '../features/dashboard/api/read-dashboard';
import { Shell } from './app';

const calls = vi.hoisted(() => ({ nearbyEvents: vi.fn() }));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
  publicCallable: (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input),
}));
vi.mock('../features/dashboard/api/read-dashboard', () => ({ readDashboard: vi.fn() }));

const account = {
  id: 'fundaxer-1',
  role: 'fundaxer' as const,
  displayName: 'Dana Yazzie',
  email: 'fundaxer@fundax.test',
  emailVerified: true,
  phone: null,
  organization: null,
  listings: [],
  payoutProfile: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
  calls.nearbyEvents.mockResolvedValue({ items: [] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the mobile shell', () => {
  it('is one page titled Fundax: a visitor signs in and sees events nearby', () => {
    const { store } = renderWithProviders(<Shell />);
    act(() => void store.dispatch(signedOut()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fundax');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Events near Albuquerque' })).toBeInTheDocument();
  });

  it('shows a signed-in fundaxer their dashboard', async () => {
    vi.mocked(readDashboard).mockResolvedValue({
      events: [
        {
          id: 'e1',
          title: 'Library Night at Baca’s',
          category: 'schools',
          venueName: 'Baca’s',
          eventStart: '2026-12-06T01:00:00.000Z',
          eventEnd: '2026-12-06T04:00:00.000Z',
          partnerId: 'partner-1',
          fundaxerId: 'fundaxer-1',
          raisedCents: 0,
          state: 'approved',
          reason: null,
          payoutPending: false,
        },
        {
          id: 'e2',
          title: 'Spring Book Fair Dinner',
          category: 'schools',
          venueName: 'Baca’s',
          eventStart: '2027-01-10T00:00:00.000Z',
          eventEnd: '2027-01-10T04:00:00.000Z',
          partnerId: 'partner-1',
          fundaxerId: 'fundaxer-1',
          raisedCents: 0,
          state: 'pending',
          reason: null,
          payoutPending: false,
        },
      ],
      venues: [],
      fundraiser: { title: 'New library books', raisedCents: 61_250, goalCents: 600_000 },
      application: null,
    });
    const { store } = renderWithProviders(<Shell />);
    act(() => {
      store.dispatch(signedIn({ uid: 'fundaxer-1', admin: false }));
      store.dispatch(loadAccount.fulfilled(account, 'r1', 'fundaxer-1'));
      store.dispatch(
        sessionLoaded({
          uid: 'fundaxer-1',
          role: 'fundaxer',
          displayName: 'Dana Yazzie',
          admin: false,
        }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Hi Dana' })).toBeInTheDocument();
    expect(
      await screen.findByRole('progressbar', { name: 'Raised toward your goal' }),
    ).toHaveAttribute('aria-valuenow', '10');
    expect(
      within(screen.getByRole('list', { name: 'Your next events' })).getByText(
        'Library Night at Baca’s',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'In review or not approved' })).getByText(
        'Spring Book Fair Dinner',
      ),
    ).toBeInTheDocument();
    expect(readDashboard).toHaveBeenCalledWith('fundaxer-1', 'fundaxer');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
  });

  it('tells an admin without an account where admins work', () => {
    const { store } = renderWithProviders(<Shell />);
    act(() => {
      store.dispatch(signedIn({ uid: 'admin-1', admin: true, email: 'admin@fundax.test' }));
      store.dispatch(loadAccount.fulfilled(null, 'r1', 'admin-1'));
    });
    expect(
      screen.getByRole('heading', { name: 'Admins work in the admin console' }),
    ).toBeInTheDocument();
  });
});
