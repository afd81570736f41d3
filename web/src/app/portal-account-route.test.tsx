import '@testing-library/jest-dom/vitest';

import { CallFailure, type RootState } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { signedInState } from '../testing/signed-in-state';
import { Component as AccountDeleted } from './routes/account-deleted';
import { Component as AccountPage } from './routes/portal-account';

const sdk = vi.hoisted(() => ({
  user: { uid: 'partner-1', email: 'partner@fundax.test' },
  reauthenticateWithCredential: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
  updatePassword: vi.fn(),
  verifyBeforeUpdateEmail: vi.fn(),
  signOut: vi.fn(),
}));
const calls = vi.hoisted(() => ({ deleteAccount: vi.fn(), exportMyData: vi.fn() }));

// The module boundaries: the identity provider and the callables.
vi.mock('@fundax/client/firebase/auth', () => ({
  authClient: () => Promise.resolve({ currentUser: sdk.user }),
  authLoaded: () => Promise.resolve({ currentUser: sdk.user }),
}));
vi.mock('firebase/auth', () => ({
  reauthenticateWithCredential: sdk.reauthenticateWithCredential,
  reauthenticateWithPopup: sdk.reauthenticateWithPopup,
  updatePassword: sdk.updatePassword,
  verifyBeforeUpdateEmail: sdk.verifyBeforeUpdateEmail,
  signOut: sdk.signOut,
  browserPopupRedirectResolver: {},
  EmailAuthProvider: {
    credential: (email: string, password: string) => ({ email, password }),
  },
  GoogleAuthProvider: class {
    providerId = 'google.com';
  },
}));
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));

const authError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

const recentLoginRefusal = new CallFailure({
  code: 'unauthenticated',
  message: 'For your security, sign in again to delete your account.',
  details: { reason: 'requires-recent-login', maxAgeSeconds: 300 },
});

/** A signed-in partner (a password user unless told otherwise). */
function partner({
  providers = ['password'],
  admin = false,
}: { providers?: string[]; admin?: boolean } = {}): Partial<RootState> {
  const state = signedInState('partner');
  return {
    ...state,
    admin: { uid: admin ? 'partner-1' : null, isAdmin: admin },
    user: { ...state.user!, identity: { ...state.user!.identity!, providers } },
  };
}

function renderPage(state = partner()) {
  return renderWithProviders(
    <Routes>
      <Route path="/portal/account" element={<AccountPage />} />
      <Route path="/account-deleted" element={<AccountDeleted />} />
    </Routes>,
    { preloadedState: state, initialEntries: ['/portal/account'] },
  );
}

beforeEach(() => {
  for (const fn of [
    sdk.reauthenticateWithCredential,
    sdk.reauthenticateWithPopup,
    sdk.updatePassword,
    sdk.verifyBeforeUpdateEmail,
    sdk.signOut,
  ]) {
    fn.mockResolvedValue(undefined);
  }
});

afterEach(() => {
  cleanup();
  // Resets the answers queued with mock…Once too, so a test that stops early leaves none behind.
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('/portal/account: sign-in email', () => {
  it('shows the address with its verification, and sends a link to a new one', async () => {
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Sign-in email' });
    expect(section).toHaveTextContent('You sign in as partner@fundax.test Verified');
    await user.type(within(section).getByLabelText('New email address'), 'Miguel@Baca.Example');
    await user.click(within(section).getByRole('button', { name: 'Send the link' }));
    const sent = await within(section).findByRole('status');
    expect(sent).toHaveTextContent(
      'We sent a link to miguel@baca.example. Your sign-in email stays partner@fundax.test until you follow it',
    );
    expect(sent).toHaveTextContent('Sign in again with miguel@baca.example and your password');
    expect(sdk.verifyBeforeUpdateEmail).toHaveBeenCalledWith(sdk.user, 'miguel@baca.example', {
      url: `${window.location.origin}/portal/account`,
    });
  });

  it('refuses the current address before asking the identity provider', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('New email address'), 'PARTNER@fundax.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('That is already your sign-in email.')).toBeVisible();
    expect(sdk.verifyBeforeUpdateEmail).not.toHaveBeenCalled();
  });

  it('asks the person to confirm it is them when the provider wants a recent sign-in, then sends', async () => {
    sdk.verifyBeforeUpdateEmail.mockRejectedValueOnce(authError('requires-recent-login'));
    sdk.reauthenticateWithCredential.mockRejectedValueOnce(authError('invalid-credential'));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('New email address'), 'miguel@baca.example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    // The form says why, in the identity catalogue's words (behind the modal dialog, so hidden
    // from the accessibility tree while it is open).
    expect(
      within(
        screen.getByRole('form', { name: 'Change your sign-in email', hidden: true }),
      ).getByRole('alert', { hidden: true }),
    ).toHaveTextContent(
      'No link was sent. For your security, sign in again, then repeat this change.',
    );
    expect(dialog).toHaveTextContent('sign in again to change your email');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with my password' }));
    expect(within(dialog).getByText('Enter your password.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Your password'), 'not-it');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with my password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password is not right. Try again, or reset your password.',
    );
    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'fundax-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with my password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sdk.reauthenticateWithCredential).toHaveBeenLastCalledWith(sdk.user, {
      email: 'partner@fundax.test',
      password: 'fundax-demo-2026',
    });
    // The change runs again by itself.
    expect(await screen.findByText(/We sent a link to/)).toBeVisible();
    expect(sdk.verifyBeforeUpdateEmail).toHaveBeenCalledTimes(2);
  });

  it('shows a second sign-in step it cannot complete in the catalogue’s words', async () => {
    sdk.verifyBeforeUpdateEmail.mockRejectedValueOnce(authError('requires-recent-login'));
    sdk.reauthenticateWithCredential.mockRejectedValueOnce(authError('missing-multi-factor-info'));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('New email address'), 'miguel@baca.example');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Your password'), 'fundax-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with my password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not find the second sign-in step for this account. Start signing in again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sdk.verifyBeforeUpdateEmail).toHaveBeenCalledOnce();
  });

  it('tells a phone user there is no address to change', () => {
    const state = partner({ providers: ['phone'] });
    state.user = { ...state.user!, identity: { ...state.user!.identity!, email: null } };
    renderPage(state);
    expect(screen.getByRole('region', { name: 'Sign-in email' })).toHaveTextContent(
      'Your account has no email address',
    );
    expect(screen.queryByLabelText('New email address')).toBeNull();
    expect(screen.getByRole('region', { name: 'Password' })).toHaveTextContent(
      'no password to change',
    );
  });
});

describe('/portal/account: password', () => {
  async function changePassword(
    user: ReturnType<typeof renderPage>['user'],
    current: string,
    next: string,
  ) {
    const form = screen.getByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText('Current password'), current);
    await user.type(within(form).getByLabelText('New password'), next);
    await user.type(within(form).getByLabelText('New password again'), next);
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    return form;
  }

  it('checks the current password, then sets the new one', async () => {
    const { user } = renderPage();
    const form = await changePassword(user, 'fundax-demo-2026', 'a-new-long-password');
    expect(await within(form).findByText(/Your password is changed\./)).toBeVisible();
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(sdk.user, {
      email: 'partner@fundax.test',
      password: 'fundax-demo-2026',
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(sdk.user, 'a-new-long-password');
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('says the current password is wrong, and changes nothing', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue(authError('invalid-credential'));
    const { user } = renderPage();
    const form = await changePassword(user, 'not-it', 'a-new-long-password');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'That password is not right. Try again, or reset your password.',
    );
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });

  it('shows the identity provider’s own rules for the new password', async () => {
    sdk.updatePassword.mockRejectedValue(authError('weak-password'));
    const { user } = renderPage();
    const form = await changePassword(user, 'fundax-demo-2026', 'password');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Choose a stronger password: at least 6 characters.',
    );
  });

  it('checks the fields before asking anyone', async () => {
    const { user } = renderPage();
    const form = screen.getByRole('form', { name: 'Change your password' });
    await user.type(within(form).getByLabelText('New password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('Enter your current password.')).toBeVisible();
    expect(within(form).getByText('Use at least 8 characters.')).toBeVisible();
    expect(sdk.reauthenticateWithCredential).not.toHaveBeenCalled();
  });

  it('tells a Google user their password is Google’s', () => {
    renderPage(partner({ providers: ['google.com'] }));
    expect(screen.getByRole('region', { name: 'Password' })).toHaveTextContent(
      'You sign in with Google, so Fundax holds no password for you.',
    );
    expect(screen.queryByRole('form', { name: 'Change your password' })).toBeNull();
  });
});

describe('/portal/account: your data', () => {
  it('downloads everything held about the person as one JSON file', async () => {
    calls.exportMyData.mockResolvedValue({
      format: 'fundax-export/1',
      exportedAt: '2026-11-24T18:00:00.000Z',
      uid: 'partner-1',
      identity: {
        email: 'partner@fundax.test',
        emailVerified: true,
        displayName: 'Miguel Baca',
        phoneNumber: null,
        providers: ['password'],
        admin: false,
        createdAt: null,
        lastSignInAt: null,
      },
      documents: { users: [{ id: 'partner-1' }], venues: [{ id: 'v1' }, { id: 'v2' }] },
    });
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:export';
      },
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const section = screen.getByRole('region', { name: 'Your data' });
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Saved fundax-data-2026-11-24.json to your downloads (3 records).',
    );
    expect(calls.exportMyData).toHaveBeenCalledWith({});
    expect(click).toHaveBeenCalledOnce();
    expect(JSON.parse(await created[0]!.text())).toMatchObject({ uid: 'partner-1' });
  });

  it('says when to try again after too many exports', async () => {
    calls.exportMyData.mockRejectedValue(
      new CallFailure({
        code: 'resource-exhausted',
        message: 'Too many data exports from your account in a short time.',
        details: {
          reason: 'rate-limit',
          scope: 'account',
          what: 'data exports',
          retryAfterSeconds: 3_000,
        },
      }),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data was not downloaded. Too many data exports from your account in a short time. Try again in about 50 minutes.',
    );
  });
});

describe('/portal/account: delete my account', () => {
  it('says what goes and what stays, and needs the box ticked', async () => {
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(section).toHaveTextContent('Your sign-in: your email and password stop working.');
    expect(section).toHaveTextContent('These are financial records');
    expect(within(section).getByRole('heading', { name: 'What is kept, and why' })).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Delete my account…' }));
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    expect(
      await within(section).findByText('Tick the box to confirm you understand.'),
    ).toBeVisible();
    expect(calls.deleteAccount).not.toHaveBeenCalled();
    await user.click(within(section).getByRole('button', { name: 'Keep my account' }));
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('asks for a recent sign-in when the server wants one, deletes, signs out and says what happened', async () => {
    calls.deleteAccount
      .mockRejectedValueOnce(recentLoginRefusal)
      .mockResolvedValueOnce({ uid: 'partner-1', cancelledEvents: 2, disabledVenues: 1 });
    const { user, store } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' });
    expect(dialog).toHaveTextContent('sign in again to delete your account');
    expect(
      within(
        screen.getByRole('form', { name: 'Confirm deleting your account', hidden: true }),
      ).getByRole('alert', { hidden: true }),
    ).toHaveTextContent(
      'Your account was not deleted. For your security, sign in again, then repeat this change.',
    );
    await user.type(within(dialog).getByLabelText('Your password'), 'fundax-demo-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with my password' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is deleted' }),
    ).toBeVisible();
    expect(
      screen.getByText(/Cancelled 2 upcoming events and took 1 location off the map/),
    ).toBeVisible();
    expect(calls.deleteAccount).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(store.getState().user.status).toBe('signed-out'));
    expect(sdk.signOut).toHaveBeenCalledOnce();
  });

  it('lets a Google user confirm with Google', async () => {
    calls.deleteAccount
      .mockRejectedValueOnce(recentLoginRefusal)
      .mockResolvedValueOnce({ uid: 'partner-1', cancelledEvents: 0, disabledVenues: 0 });
    const { user } = renderPage(partner({ providers: ['google.com'] }));
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with Google' }));
    expect(await screen.findByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
    expect(sdk.reauthenticateWithPopup).toHaveBeenCalledOnce();
  });

  it('offers a phone user to sign out and in again', async () => {
    calls.deleteAccount.mockRejectedValueOnce(recentLoginRefusal);
    const { user, store } = renderPage(partner({ providers: ['phone'] }));
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out to sign in again' }));
    await waitFor(() => expect(store.getState().user.status).toBe('signed-out'));
  });

  it('tells the last administrator they cannot, in the server’s words', async () => {
    calls.deleteAccount.mockRejectedValue(
      new CallFailure({
        code: 'failed-precondition',
        message:
          'You are the last administrator: make someone else an administrator before deleting your account.',
      }),
    );
    const { user, store } = renderPage(partner({ admin: true }));
    expect(screen.getByText(/You are a Fundax administrator\./)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete my account…' }));
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account was not deleted. You are the last administrator: make someone else an administrator before deleting your account.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().user.status).toBe('loaded');
  });
});
