import '@testing-library/jest-dom/vitest';

import { initFirebase, loadAccount, sessionLoaded, signedIn, signedOut } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { readDashboard } from '../features/dashboard/api/read-dashboard';
import { readReviewQueues } from '../features/review/api/read-review-queues';
import { OFFLINE_COPY_KEY, OFFLINE_COPY_VERSION, readOfflineCopy } from '../lib/offline-copy';
import { installDialogPolyfill } from '../testing/dialog';
import { dashboardData, ownEvent } from '../testing/fixtures';
import { Shell } from './app';

const calls = vi.hoisted(() => ({ nearbyEvents: vi.fn() }));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
  publicCallable: (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input),
}));
vi.mock('../features/dashboard/api/read-dashboard', () => ({ readDashboard: vi.fn() }));
const kitReads = vi.hoisted(() => ({
  readInboxPage: vi.fn(),
  readUnreadCount: vi.fn(),
  readNotificationSettings: vi.fn(),
}));
vi.mock('@fundax/client/notifications/inbox-reads', () => kitReads);
vi.mock('@fundax/client/notifications/notification-settings-reads', () => kitReads);
vi.mock('../features/review/api/read-review-queues', () => ({ readReviewQueues: vi.fn() }));

const NOW = new Date('2026-12-01T00:00:00Z');
const TEN_MINUTES_AGO = '2026-11-30T23:50:00.000Z';

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

const fundaxerDashboard = dashboardData({
  events: [
    ownEvent(),
    ownEvent({
      id: 'e2',
      title: 'Spring Book Fair Dinner',
      eventStart: '2027-01-10T00:00:00.000Z',
      eventEnd: '2027-01-10T04:00:00.000Z',
      state: 'pending',
    }),
  ],
  fundraiser: { title: 'New library books', raisedCents: 61_250, goalCents: 600_000 },
  proposals: [
    {
      id: 'e-trivia',
      title: 'Trivia Rematch',
      venueName: 'Nob Hill Taproom',
      eventStart: '2027-01-20T02:00:00.000Z',
      eventEnd: '2027-01-20T05:00:00.000Z',
      givebackPercent: 15,
      terms: '',
      exclusions: '',
      partnerSharePercent: 5,
      answeringAs: 'fundaxer',
      proposer: 'Nob Hill Taproom',
    },
  ],
});

const inboxPage = {
  messages: [
    {
      id: 'n1',
      kind: 'event-approved',
      title: 'Your event was approved',
      body: 'Library Night is public.',
      link: '/portal/events/e1',
      createdAt: '2026-11-30T20:00:00.000Z',
      readAt: null,
    },
  ],
  next: null,
};

/** What Firebase Auth keeps for a signed-in user, so the page knows who this phone is. */
function persistUser(uid: string) {
  window.localStorage.setItem('firebase:authUser:test-key:[DEFAULT]', JSON.stringify({ uid }));
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function signInFundaxer(store: ReturnType<typeof renderWithProviders>['store']) {
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
}

beforeAll(() => {
  initFirebase({ options: { apiKey: 'test-key', projectId: 'demo-fundax' } });
  installDialogPolyfill();
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  calls.nearbyEvents.mockResolvedValue({ items: [] });
  vi.mocked(readDashboard).mockResolvedValue(fundaxerDashboard);
  kitReads.readInboxPage.mockResolvedValue(inboxPage);
  kitReads.readUnreadCount.mockResolvedValue(1);
  kitReads.readNotificationSettings.mockResolvedValue({
    emailOff: [],
    allEmailOff: false,
    alerts: null,
    email: 'fundaxer@fundax.test',
    emailVerified: true,
  });
  vi.mocked(readReviewQueues).mockResolvedValue({
    events: [],
    venues: [
      {
        id: 'v-westside',
        name: 'Westside Taproom',
        address: '1 Coors Blvd NW',
        category: 'Restaurant',
      },
    ],
    revisions: [],
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.clearAllMocks();
  window.localStorage.clear();
});

describe('the mobile shell', () => {
  it('is one page titled Fundax: a visitor signs in (Google, password or a link) and sees events nearby', async () => {
    const { store } = renderWithProviders(<Shell />);
    act(() => void store.dispatch(signedOut()));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fundax');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByText('Email me a sign-in link instead')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Events near Albuquerque' }),
    ).toBeInTheDocument();
  });

  it('shows a signed-in fundaxer their dashboard, proposals, inbox and alert, and saves a copy', async () => {
    const { store } = renderWithProviders(<Shell />);
    signInFundaxer(store);
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
    expect(
      within(screen.getByRole('list', { name: 'Proposals waiting for your answer' })).getByRole(
        'button',
        { name: 'Accept Trivia Rematch' },
      ),
    ).toBeEnabled();
    expect(await screen.findByRole('list', { name: 'Notifications' })).toHaveTextContent(
      'Your event was approved',
    );
    expect(await screen.findByRole('button', { name: 'Set an alert' })).toBeInTheDocument();
    expect(readDashboard).toHaveBeenCalledWith('fundaxer-1', 'fundaxer');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign in' })).toBeNull();
    // Nothing is dated while the page is live.
    expect(screen.queryByText(/as of/)).toBeNull();
    const copy = readOfflineCopy('fundaxer-1');
    // Each read as the kit's slices keep it, with the time it was read; of the settings, only
    // the alert area.
    const readAt = NOW.toISOString();
    expect(copy?.parts).toEqual({
      viewer: { uid: 'fundaxer-1', role: 'fundaxer', displayName: 'Dana Yazzie', admin: false },
      dashboard: { data: fundaxerDashboard, readAt },
      inbox: { data: { page: inboxPage, counted: 1 }, readAt },
      alerts: { data: { area: null }, readAt },
    });
  });

  it('gives an admin without an account the review queue and their inbox, and a way out', async () => {
    const { store } = renderWithProviders(<Shell />);
    act(() => {
      store.dispatch(
        signedIn({
          uid: 'admin-1',
          admin: true,
          email: 'admin@fundax.test',
          displayName: 'Rosa Chavez',
        }),
      );
      store.dispatch(loadAccount.fulfilled(null, 'r1', 'admin-1'));
    });
    expect(await screen.findByRole('heading', { name: 'Hi Rosa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review queue' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Approve Westside Taproom' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Alerts/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(readDashboard).not.toHaveBeenCalled();
  });

  it('asks anyone else without an account to finish signing up', () => {
    const { store } = renderWithProviders(<Shell />);
    act(() => {
      store.dispatch(signedIn({ uid: 'new-1', admin: false, email: 'new@fundax.test' }));
      store.dispatch(loadAccount.fulfilled(null, 'r1', 'new-1'));
    });
    expect(
      screen.getByRole('heading', { name: 'Finish setting up your account' }),
    ).toBeInTheDocument();
  });
});

describe('offline', () => {
  function saveCopy(uid: string) {
    window.localStorage.setItem(
      OFFLINE_COPY_KEY,
      JSON.stringify({
        version: OFFLINE_COPY_VERSION,
        uid,
        parts: {
          viewer: { uid, role: 'fundaxer', displayName: 'Dana Yazzie', admin: false },
          dashboard: { data: fundaxerDashboard, readAt: TEN_MINUTES_AGO },
          inbox: { data: { page: inboxPage, counted: 1 }, readAt: TEN_MINUTES_AGO },
        },
      }),
    );
  }

  it('opens on the saved dashboard and inbox with their age, the banner, and every change off', async () => {
    persistUser('fundaxer-1');
    saveCopy('fundaxer-1');
    setOnline(false);
    renderWithProviders(<Shell />);
    expect(screen.getByText('You are offline.').closest('[role="status"]')).toHaveTextContent(
      'You are offline. You see what this phone saved; changes need a connection.',
    );
    expect(await screen.findByRole('heading', { name: 'Hi Dana' })).toBeInTheDocument();
    expect(await screen.findByText(/^Dashboard as of/)).toHaveTextContent(
      'Dashboard as of 10 minutes ago',
    );
    expect(screen.getByText(/^Notifications as of/)).toHaveTextContent(
      'Notifications as of 10 minutes ago',
    );
    expect(screen.getByRole('button', { name: 'Accept Trivia Rematch' })).toBeDisabled();
    expect(screen.getByText('You are offline: answering needs a connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(
      screen.getByText('You are offline: marking messages read needs a connection.'),
    ).toBeInTheDocument();
    // The alert was never saved on this phone: it says so rather than spin.
    expect(
      screen.getByText('Not saved on this device yet: it shows once you are back online.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/finding events nearby needs a connection/)).toBeInTheDocument();
    expect(readDashboard).not.toHaveBeenCalled();
    expect(calls.nearbyEvents).not.toHaveBeenCalled();
  });

  it('never shows one person’s copy to another', async () => {
    persistUser('partner-1');
    saveCopy('fundaxer-1');
    setOnline(false);
    renderWithProviders(<Shell />);
    expect(
      await screen.findByText('Your dashboard shows here once you are back online.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hi Dana' })).toBeNull();
  });

  it('keeps sign-in off and says why', () => {
    setOnline(false);
    const { store } = renderWithProviders(<Shell />);
    act(() => void store.dispatch(signedOut()));
    expect(screen.getByText('You are offline: signing in needs a connection.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });

  it('shows the saved copy when the account cannot be read, and says so', async () => {
    saveCopy('fundaxer-1');
    const { store } = renderWithProviders(<Shell />);
    act(() => {
      store.dispatch(signedIn({ uid: 'fundaxer-1', admin: false }));
      store.dispatch(
        loadAccount.rejected(null, 'r1', 'fundaxer-1', { code: 'unavailable', message: 'x' }),
      );
    });
    expect(
      screen.getByText('We could not reach Fundax, so this is what your phone saved.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hi Dana' })).toBeInTheDocument();
    expect(await screen.findByText(/^Dashboard as of/)).toBeInTheDocument();
  });
});
