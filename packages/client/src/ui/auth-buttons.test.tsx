import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../testing/render-with-providers';
import { GoogleSignInButton } from './google-sign-in-button';
import { SignOutButton } from './sign-out-button';

const identity = vi.hoisted(() => ({
  signInWithPopup: vi.fn(),
  signOut: vi.fn(),
  authClient: vi.fn((_options?: { popups?: boolean }) => Promise.resolve({})),
}));

// The module boundary: Auth itself (the kit's identity thunks wrap it).
vi.mock('../firebase/auth', () => ({
  authClient: identity.authClient,
  authLoaded: () => Promise.resolve({}),
  afterAuthLoads: () => undefined,
  hasPersistedUser: () => false,
}));
vi.mock('firebase/auth', () => ({
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
  browserPopupRedirectResolver: {},
  signInWithPopup: identity.signInWithPopup,
  signOut: identity.signOut,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('GoogleSignInButton', () => {
  it('loads nothing of Google sign-in until someone reaches for the button', async () => {
    const { user } = renderWithProviders(<GoogleSignInButton label="Sign in with Google" />);
    expect(identity.authClient).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(identity.authClient).toHaveBeenCalledWith({ popups: true });
    await user.tab();
    await user.hover(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(identity.authClient).toHaveBeenCalledOnce();
  });

  it('readies the popup when the button takes the keyboard focus', async () => {
    const { user } = renderWithProviders(<GoogleSignInButton label="Sign in with Google" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toHaveFocus();
    expect(identity.authClient).toHaveBeenCalledWith({ popups: true });
  });

  it('signs in through the popup and says so if the popup was closed', async () => {
    identity.signInWithPopup.mockRejectedValue({ code: 'auth/popup-closed-by-user', message: 'x' });
    const { user } = renderWithProviders(<GoogleSignInButton label="Sign in with Google" />);
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    // Auth's functions arrive with a dynamic import (firebase/auth-sdk.ts), a few ticks later.
    await vi.waitFor(() => expect(identity.signInWithPopup).toHaveBeenCalledOnce());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('auth/');
  });

  it('readies the popup when a finger goes down on it, before the click opens it', async () => {
    identity.signInWithPopup.mockResolvedValue({ user: { uid: 'u1' } });
    const { user } = renderWithProviders(<GoogleSignInButton />);
    expect(identity.authClient).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(identity.authClient).toHaveBeenCalledWith({ popups: true });
    expect(identity.signInWithPopup).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await vi.waitFor(() => expect(identity.signInWithPopup).toHaveBeenCalledOnce());
  });

  it('stays off while disabled', async () => {
    const { user } = renderWithProviders(<GoogleSignInButton disabled />);
    const button = screen.getByRole('button', { name: 'Continue with Google' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(identity.authClient).not.toHaveBeenCalled();
    expect(identity.signInWithPopup).not.toHaveBeenCalled();
  });
});

describe('SignOutButton', () => {
  it('signs out, and shows why when it could not', async () => {
    identity.signOut.mockRejectedValue({ code: 'auth/network-request-failed', message: 'x' });
    const { user } = renderWithProviders(<SignOutButton className="button" />);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(identity.signOut).toHaveBeenCalledOnce());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are still signed in: signing out did not work. Check your internet connection and try again.',
    );
  });
});
