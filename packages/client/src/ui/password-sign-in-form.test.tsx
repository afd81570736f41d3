import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '../testing/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PasswordSignInForm, checkPasswordSignIn } from './password-sign-in-form';

const identity = vi.hoisted(() => ({ signInWithEmailAndPassword: vi.fn() }));

// The module boundary: Auth itself (the kit's identity thunk wraps it).
vi.mock('../firebase/auth', () => ({
  authClient: () => Promise.resolve({}),
  authLoaded: () => null,
  afterAuthLoads: () => undefined,
  hasPersistedUser: () => false,
}));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: identity.signInWithEmailAndPassword,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('checkPasswordSignIn', () => {
  it('uses core’s email rule and asks for a password', () => {
    const errors = checkPasswordSignIn('', '');
    expect(errors.email).toMatch(/email/i);
    expect(errors.password).toBe('Enter your password.');
    expect(checkPasswordSignIn('dana@fundax.test', 'x')).toEqual({});
  });
});

describe('PasswordSignInForm', () => {
  it('is one labelled form, with what the page puts under it', () => {
    renderWithProviders(<PasswordSignInForm footer={<a href="/reset">Forgot your password?</a>} />);
    expect(screen.getByRole('form', { name: 'Sign in with email and password' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
  });

  it('shows field errors before anything is sent', async () => {
    const { user } = renderWithProviders(<PasswordSignInForm />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(identity.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs in with email and password', async () => {
    identity.signInWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u1' } });
    const { user } = renderWithProviders(<PasswordSignInForm />);
    await user.type(screen.getByLabelText('Email'), ' dana@fundax.test ');
    await user.type(screen.getByLabelText('Password'), 'fundax-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Auth's functions arrive with a dynamic import (firebase/auth-sdk.ts), a few ticks later.
    await vi.waitFor(() =>
      expect(identity.signInWithEmailAndPassword).toHaveBeenCalledWith(
        {},
        'dana@fundax.test',
        'fundax-demo-2026',
      ),
    );
  });

  it('says why a sign-in failed, in words', async () => {
    identity.signInWithEmailAndPassword.mockRejectedValue({
      code: 'auth/wrong-password',
      message: 'Firebase: Error (auth/wrong-password).',
    });
    const { user } = renderWithProviders(<PasswordSignInForm />);
    await user.type(screen.getByLabelText('Email'), 'dana@fundax.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('auth/');
    expect(alert.textContent?.length).toBeGreaterThan(10);
  });
});
