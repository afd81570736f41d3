import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SignInForm, checkSignIn } from './sign-in-form';

const identity = vi.hoisted(() => ({ signInWithEmailAndPassword: vi.fn() }));

// The module boundary: Auth itself (the kit's identity thunk wraps it).
vi.mock('@fundax/client/firebase/auth', () => ({
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

describe('checkSignIn', () => {
  it('uses core’s email rule and asks for a password', () => {
    const errors = checkSignIn('', '');
    expect(errors.email).toMatch(/email/i);
    expect(errors.password).toBe('Enter your password.');
    expect(checkSignIn('dana@fundax.test', 'x')).toEqual({});
  });
});

describe('SignInForm', () => {
  it('shows field errors before anything is sent', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(identity.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs in with email and password', async () => {
    identity.signInWithEmailAndPassword.mockResolvedValue({ user: { uid: 'u1' } });
    const { user } = renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText('Email'), ' dana@fundax.test ');
    await user.type(screen.getByLabelText('Password'), 'fundax-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(identity.signInWithEmailAndPassword).toHaveBeenCalledWith(
      {},
      'dana@fundax.test',
      'fundax-demo-2026',
    );
  });

  it('says why a sign-in failed, in words', async () => {
    identity.signInWithEmailAndPassword.mockRejectedValue({
      code: 'auth/wrong-password',
      message: 'Firebase: Error (auth/wrong-password).',
    });
    const { user } = renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText('Email'), 'dana@fundax.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toContain('auth/');
    expect(alert.textContent?.length).toBeGreaterThan(10);
  });
});
