import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CredentialsStep, VERIFIED_CONTINUE_PATH } from './credentials-step';

const sdk = vi.hoisted(() => ({
  user: { uid: 'new-1', email: 'lucia@fundax.test' },
  createUserWithEmailAndPassword: vi.fn(),
  sendEmailVerification: vi.fn(),
}));

// The identity provider's boundary: Auth and its SDK functions.
vi.mock('@fundax/client/firebase/auth', () => ({
  authClient: () => Promise.resolve({ currentUser: sdk.user }),
}));
vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  sendEmailVerification: sdk.sendEmailVerification,
}));

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

async function signUp() {
  const { user } = renderWithProviders(
    <CredentialsStep emailLinkContinuePath="/partner/signup" />,
    {
      initialEntries: ['/partner/signup'],
    },
  );
  const panel = screen.getByRole('tabpanel');
  await user.type(within(panel).getByLabelText('Email'), 'Lucia@Fundax.test');
  await user.type(within(panel).getByLabelText('Choose a password'), 'a-long-password');
  await user.click(within(panel).getByRole('button', { name: 'Continue' }));
}

describe('CredentialsStep with a password', () => {
  it('creates the identity, then sends the link that verifies the address', async () => {
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user: sdk.user });
    sdk.sendEmailVerification.mockResolvedValue(undefined);
    await signUp();
    await vi.waitFor(() =>
      expect(sdk.sendEmailVerification).toHaveBeenCalledWith(sdk.user, {
        url: `${window.location.origin}${VERIFIED_CONTINUE_PATH}`,
      }),
    );
    expect(sdk.createUserWithEmailAndPassword.mock.calls[0]?.slice(1)).toEqual([
      'lucia@fundax.test',
      'a-long-password',
    ]);
  });

  it('sends nothing when the identity was refused', async () => {
    sdk.createUserWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('x'), { code: 'auth/email-already-in-use' }),
    );
    await signUp();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists.',
    );
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });
});
