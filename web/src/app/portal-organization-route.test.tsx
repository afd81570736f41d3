import '@testing-library/jest-dom/vitest';

import { type Account, CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type * as Firestore from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../testing/signed-in-state';
import { Component as Organization } from './routes/portal-organization';

const calls = vi.hoisted(() => ({ updateProfile: vi.fn() }));
const firestore = vi.hoisted(() => ({ getDoc: vi.fn() }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/portal-account/api/read-account', () => ({
  readOwnProfile: vi.fn(() => Promise.resolve(null)),
  readApplications: vi.fn(),
}));
// users/{uid}, read again after a save (refreshAccount).
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
  firestoreReady: () => Promise.resolve(),
}));
vi.mock('@fundax/client/queries/users', () => ({ ownUserDoc: () => ({ path: 'users/me' }) }));
vi.mock('firebase/firestore/lite', async (original) => ({
  ...(await original<typeof Firestore>()),
  getDoc: firestore.getDoc,
}));

function stored(account: Account) {
  const data = {
    ...account,
    createdAt: new Date(account.createdAt),
    updatedAt: new Date(account.updatedAt),
  };
  return { data: () => data };
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/portal/organization', () => {
  it('saves the organization and shows the fresh account', async () => {
    const state = signedInState('fundaxer');
    const account = state.user!.account!;
    calls.updateProfile.mockResolvedValue({ uid: 'fundaxer-1' });
    firestore.getDoc.mockResolvedValue(
      stored({
        ...account,
        organization: { name: 'Monte Vista PTA', website: 'https://mvpta.example' },
      }),
    );
    const { user, store } = renderWithProviders(<Organization />, { preloadedState: state });
    const form = screen.getByRole('form', { name: 'Your school, team or group' });
    const name = within(form).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Monte Vista PTA');
    await user.type(within(form).getByLabelText('Website (optional)'), 'https://mvpta.example');
    await user.click(within(form).getByRole('button', { name: 'Save organization' }));
    expect(await within(form).findByText('Your organization details are saved.')).toBeVisible();
    expect(calls.updateProfile).toHaveBeenCalledWith({
      organization: { name: 'Monte Vista PTA', website: 'https://mvpta.example' },
    });
    await waitFor(() =>
      expect(store.getState().user.account?.organization?.name).toBe('Monte Vista PTA'),
    );
  });

  it('puts the server’s message for the organization’s name on the name field', async () => {
    calls.updateProfile.mockRejectedValue(
      new CallFailure({
        code: 'invalid-argument',
        message: 'organization.name: Name needs at least 2 characters.',
        details: {
          issues: [{ path: ['organization', 'name'], message: 'That name is taken.' }],
        },
      }),
    );
    const { user } = renderWithProviders(<Organization />, {
      preloadedState: signedInState('partner'),
    });
    const form = screen.getByRole('form', { name: 'Your business' });
    await user.click(within(form).getByRole('button', { name: 'Save organization' }));
    expect(await within(form).findByText('That name is taken.')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(firestore.getDoc).not.toHaveBeenCalled();
  });
});
