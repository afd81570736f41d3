import '@testing-library/jest-dom/vitest';

import { type Account, selectSession } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/portal-account/api/read-account';
import { signedInState } from '../testing/signed-in-state';
import { Component as ProfilePage } from './routes/portal-profile';

const calls = vi.hoisted(() => ({ updateProfile: vi.fn() }));
const firestore = vi.hoisted(() => ({ getDoc: vi.fn() }));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/portal-account/api/read-account', () => ({
  readOwnProfile: vi.fn(),
  readApplications: vi.fn(),
}));
// users/{uid}, which the client kit reads again after a save (refreshAccount).
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
  firestoreReady: () => Promise.resolve(),
}));
vi.mock('@fundax/client/queries/users', () => ({ ownUserDoc: () => ({ path: 'users/me' }) }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDoc: firestore.getDoc,
}));

/** The account as Firestore stores it (dates as dates), for the read after a save. */
function storedAccount(account: Account) {
  const stored = {
    ...account,
    createdAt: new Date(account.createdAt),
    updatedAt: new Date(account.updatedAt),
  };
  return { data: () => stored };
}

const profile = {
  displayName: 'Priya Raman',
  bio: 'Insurance broker.',
  city: 'Rio Rancho',
  website: null,
  categories: ['insurance' as const],
  fundraiser: null,
  listed: true,
};

beforeEach(() => {
  vi.mocked(reads.readOwnProfile).mockResolvedValue(profile);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/portal/profile', () => {
  it('saves an angel’s profile with categories, then reads the account again for the new name', async () => {
    const state = signedInState('angel');
    calls.updateProfile.mockResolvedValue({ uid: 'angel-1' });
    firestore.getDoc.mockResolvedValue(
      storedAccount({ ...state.user!.account!, displayName: 'Priya R. Raman' }),
    );
    const { user, store } = renderWithProviders(<ProfilePage />, { preloadedState: state });
    const form = await screen.findByRole('form', { name: 'Your profile' });
    // Angels have no payout details; they pick business categories.
    expect(screen.queryByRole('form', { name: 'Payout details' })).toBeNull();
    expect(within(form).getByRole('checkbox', { name: 'Insurance' })).toBeChecked();
    await user.click(within(form).getByRole('checkbox', { name: 'Finance and accounting' }));
    const name = within(form).getByLabelText('Your name');
    await user.clear(name);
    await user.type(name, 'Priya R. Raman');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Your profile is saved.')).toBeInTheDocument();
    expect(calls.updateProfile).toHaveBeenCalledWith({
      displayName: 'Priya R. Raman',
      phone: null,
      bio: 'Insurance broker.',
      city: 'Rio Rancho',
      website: null,
      categories: ['finance', 'insurance'],
    });
    await waitFor(() => expect(selectSession(store.getState()).displayName).toBe('Priya R. Raman'));
    expect(store.getState().user.account?.displayName).toBe('Priya R. Raman');
    // The portal stayed on screen (no trip through the sign-in loading state).
    expect(store.getState().user.status).toBe('loaded');
  });

  it('gives a partner payout details that need the account’s last four for direct deposit', async () => {
    const { user } = renderWithProviders(<ProfilePage />, {
      preloadedState: signedInState('partner'),
    });
    const payout = await screen.findByRole('form', { name: 'Payout details' });
    expect(within(payout).getByRole('radio', { name: 'Direct deposit (ACH)' })).toBeChecked();
    await user.click(within(payout).getByRole('button', { name: 'Save payout details' }));
    expect(
      await within(payout).findByText(
        'Enter the last four digits of the account for direct deposit.',
      ),
    ).toBeInTheDocument();
    expect(calls.updateProfile).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'Your fundraiser' })).toBeNull();
  });

  it('gives a fundaxer their fundraiser to start, goal in dollars', async () => {
    calls.updateProfile.mockResolvedValue({ uid: 'fundaxer-1' });
    firestore.getDoc.mockResolvedValue(storedAccount(signedInState('fundaxer').user!.account!));
    const { user } = renderWithProviders(<ProfilePage />, {
      preloadedState: signedInState('fundaxer'),
    });
    const form = await screen.findByRole('form', { name: 'Your fundraiser' });
    await user.type(within(form).getByLabelText('Fundraiser title'), 'New library books');
    await user.type(
      within(form).getByLabelText('Your story'),
      'Every dollar buys books our students choose.',
    );
    await user.type(within(form).getByLabelText('Goal in dollars'), '6,000');
    await user.click(within(form).getByRole('button', { name: 'Save fundraiser' }));
    expect(await within(form).findByText('Your fundraiser is saved.')).toBeInTheDocument();
    expect(calls.updateProfile).toHaveBeenCalledWith({
      fundraiser: {
        title: 'New library books',
        story: 'Every dollar buys books our students choose.',
        category: 'schools',
        goalCents: 600_000,
      },
    });
  });
});
