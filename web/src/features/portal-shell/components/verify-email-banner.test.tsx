import '@testing-library/jest-dom/vitest';

import type { RootState } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../../../testing/signed-in-state';
import { RESEND_PAUSE_MS, VerifyEmailBanner } from './verify-email-banner';

const sdk = vi.hoisted(() => ({
  sendEmailVerification: vi.fn(),
  syncAccountEmail: vi.fn(),
  getDoc: vi.fn(),
  user: {
    uid: 'partner-1',
    email: 'partner@fundax.test',
    emailVerified: false,
    reload: vi.fn(),
    getIdToken: vi.fn(),
  },
}));

// The module boundaries: the identity provider, the callable, and the account read after it.
vi.mock('@fundax/client/firebase/auth', () => ({
  authClient: () => Promise.resolve({ currentUser: sdk.user }),
}));
vi.mock('firebase/auth', () => ({ sendEmailVerification: sdk.sendEmailVerification }));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) =>
    contract.name === 'syncAccountEmail' ? sdk.syncAccountEmail : vi.fn(),
}));
vi.mock('@fundax/client/firebase/firestore', () => ({
  firestoreClient: () => Promise.resolve({}),
}));
vi.mock('@fundax/client/queries/users', () => ({ ownUserDoc: () => ({}) }));
vi.mock('firebase/firestore/lite', () => ({ getDoc: sdk.getDoc }));

/** A partner who signed up with a password and has not followed the link yet. */
function unverified(providers = ['password']): Partial<RootState> {
  const state = signedInState('partner');
  return {
    ...state,
    user: {
      ...state.user!,
      identity: { ...state.user!.identity!, emailVerified: false, providers },
      account: { ...state.user!.account!, emailVerified: false },
    },
  };
}

beforeEach(() => {
  sdk.user.emailVerified = false;
  sdk.sendEmailVerification.mockResolvedValue(undefined);
  sdk.user.reload.mockResolvedValue(undefined);
  const account = unverified().user!.account!;
  sdk.getDoc.mockResolvedValue({
    data: () => ({
      ...account,
      emailVerified: true,
      createdAt: new Date(account.createdAt),
      updatedAt: new Date(account.updatedAt),
    }),
  });
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.useRealTimers();
});

describe('VerifyEmailBanner', () => {
  it('asks a password user with an unverified address to verify it', () => {
    renderWithProviders(<VerifyEmailBanner />, { preloadedState: unverified() });
    const banner = screen.getByRole('region', { name: 'Verify your email' });
    expect(banner).toHaveTextContent('Please verify your email address, partner@fundax.test.');
    expect(within(banner).getByRole('button', { name: 'Resend the email' })).toBeEnabled();
  });

  it('shows nothing to a verified person, or to one Google or a phone vouches for', () => {
    renderWithProviders(<VerifyEmailBanner />, { preloadedState: signedInState('partner') });
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    renderWithProviders(<VerifyEmailBanner />, { preloadedState: unverified(['google.com']) });
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('resends the link, says when, and rests the button for a minute', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<VerifyEmailBanner />, { preloadedState: unverified() });
    const resend = screen.getByRole('button', { name: 'Resend the email' });
    await user.click(resend);
    expect(
      await screen.findByText(
        /We sent a new link to partner@fundax\.test at \d+:\d\d [AP]M M[SD]T\./,
      ),
    ).toHaveTextContent('You can ask for another in a minute.');
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(sdk.user, {
      url: `${window.location.origin}/portal/dashboard`,
    });
    expect(resend).toBeDisabled();
    act(() => void vi.advanceTimersByTime(RESEND_PAUSE_MS - 1_000));
    expect(resend).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1_000));
    expect(resend).toBeEnabled();
    expect(screen.getByText(/We sent a new link/)).not.toHaveTextContent('in a minute');
  });

  it('shows the identity provider’s refusal in its catalogue words', async () => {
    sdk.sendEmailVerification.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/too-many-requests).'), {
        code: 'auth/too-many-requests',
      }),
    );
    const { user } = renderWithProviders(<VerifyEmailBanner />, { preloadedState: unverified() });
    await user.click(screen.getByRole('button', { name: 'Resend the email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Wait a few minutes before trying again, or reset your password.',
    );
    expect(screen.getByRole('button', { name: 'Resend the email' })).toBeEnabled();
  });

  it('says so when the link has not been followed yet, and keeps asking', async () => {
    sdk.syncAccountEmail.mockResolvedValue({
      email: 'partner@fundax.test',
      emailVerified: false,
      updated: false,
    });
    const { user } = renderWithProviders(<VerifyEmailBanner />, { preloadedState: unverified() });
    await user.click(screen.getByRole('button', { name: 'I’ve verified it' }));
    expect(await screen.findByText(/Your address is not verified yet\./)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Verify your email' })).toBeVisible();
  });

  it('goes once the identity says verified, and the account takes it', async () => {
    sdk.user.reload.mockImplementation(() => {
      sdk.user.emailVerified = true;
      return Promise.resolve();
    });
    sdk.syncAccountEmail.mockResolvedValue({
      email: 'partner@fundax.test',
      emailVerified: true,
      updated: true,
    });
    const { user, store } = renderWithProviders(<VerifyEmailBanner />, {
      preloadedState: unverified(),
    });
    await user.click(screen.getByRole('button', { name: 'I’ve verified it' }));
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(sdk.user.getIdToken).toHaveBeenCalledWith(true);
    expect(sdk.syncAccountEmail).toHaveBeenCalledWith({});
    await vi.waitFor(() => expect(store.getState().user.account?.emailVerified).toBe(true));
  });
});
