import { beforeEach, describe, expect, it, vi } from 'vitest';

import { signedIn } from '../session/session-events';
import { makeStore } from '../store/make-store';
import {
  changeEmail,
  changePassword,
  reauthenticateWithGoogle,
  reauthenticateWithPassword,
  refreshIdentity,
  sendVerificationEmail,
} from './account-identity';

const sdk = vi.hoisted(() => ({
  authClient: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  reauthenticateWithPopup: vi.fn(),
  updatePassword: vi.fn(),
  verifyBeforeUpdateEmail: vi.fn(),
  sendEmailVerification: vi.fn(),
  popupResolver: { name: 'browserPopupRedirectResolver' },
}));

vi.mock('../firebase/auth', () => ({ authClient: sdk.authClient }));
vi.mock('firebase/auth', () => ({
  reauthenticateWithCredential: sdk.reauthenticateWithCredential,
  reauthenticateWithPopup: sdk.reauthenticateWithPopup,
  updatePassword: sdk.updatePassword,
  verifyBeforeUpdateEmail: sdk.verifyBeforeUpdateEmail,
  sendEmailVerification: sdk.sendEmailVerification,
  browserPopupRedirectResolver: sdk.popupResolver,
  EmailAuthProvider: {
    credential: (email: string, password: string) => ({ providerId: 'password', email, password }),
  },
  GoogleAuthProvider: class {
    providerId = 'google.com';
  },
}));

const authError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

const user = {
  uid: 'u1',
  email: 'dana@fundax.test',
  emailVerified: false,
  reload: vi.fn(),
  getIdToken: vi.fn(),
};

beforeEach(() => {
  vi.clearAllMocks();
  user.emailVerified = false;
  sdk.authClient.mockResolvedValue({ currentUser: user });
});

describe('re-authentication', () => {
  it('re-authenticates a password user with their own email and the password typed', async () => {
    const action = await makeStore().dispatch(reauthenticateWithPassword({ password: 'pw-1' }));
    expect(action.payload).toEqual({ uid: 'u1' });
    expect(sdk.reauthenticateWithCredential).toHaveBeenCalledWith(user, {
      providerId: 'password',
      email: 'dana@fundax.test',
      password: 'pw-1',
    });
  });

  it('rejects a wrong password with the provider’s code', async () => {
    sdk.reauthenticateWithCredential.mockRejectedValue(authError('wrong-password'));
    const action = await makeStore().dispatch(reauthenticateWithPassword({ password: 'x' }));
    expect(action.payload).toMatchObject({ code: 'wrong-password' });
  });

  it('re-authenticates a Google user in the popup', async () => {
    await makeStore().dispatch(reauthenticateWithGoogle());
    const [who, provider, resolver] = sdk.reauthenticateWithPopup.mock.calls[0] as unknown[];
    expect(who).toBe(user);
    expect(provider).toMatchObject({ providerId: 'google.com' });
    expect(resolver).toBe(sdk.popupResolver);
  });

  it('fails plainly when nobody is signed in', async () => {
    sdk.authClient.mockResolvedValue({ currentUser: null });
    const action = await makeStore().dispatch(changePassword({ newPassword: 'long-enough-1' }));
    expect(action.payload).toMatchObject({ code: 'no-current-user' });
    expect(sdk.updatePassword).not.toHaveBeenCalled();
  });
});

describe('password and email changes', () => {
  it('changes the password, and passes requires-recent-login on for a re-authentication', async () => {
    const store = makeStore();
    expect((await store.dispatch(changePassword({ newPassword: 'new-pass-1' }))).payload).toEqual({
      uid: 'u1',
    });
    expect(sdk.updatePassword).toHaveBeenCalledWith(user, 'new-pass-1');
    sdk.updatePassword.mockRejectedValue(authError('requires-recent-login'));
    const refused = await store.dispatch(changePassword({ newPassword: 'new-pass-2' }));
    expect(refused.payload).toMatchObject({ code: 'requires-recent-login' });
  });

  it('sends the verification link to the new email, coming back to the page asked for', async () => {
    const action = await makeStore().dispatch(
      changeEmail({ newEmail: ' new@fundax.test ', continuePath: '/portal/profile' }),
    );
    expect(action.payload).toEqual({ email: 'new@fundax.test' });
    expect(sdk.verifyBeforeUpdateEmail).toHaveBeenCalledWith(user, 'new@fundax.test', {
      url: `${window.location.origin}/portal/profile`,
    });
  });

  it('sends the verification email again', async () => {
    await makeStore().dispatch(sendVerificationEmail({ continuePath: '/portal/dashboard' }));
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(user, {
      url: `${window.location.origin}/portal/dashboard`,
    });
  });

  it('refreshes the identity and its token after a link was followed', async () => {
    user.reload.mockImplementation(() => {
      user.emailVerified = true;
      return Promise.resolve();
    });
    const store = makeStore();
    store.dispatch(
      signedIn({ uid: 'u1', admin: false, email: 'dana@fundax.test', providers: ['password'] }),
    );
    const action = await store.dispatch(refreshIdentity());
    expect(action.payload).toEqual({ email: 'dana@fundax.test', emailVerified: true });
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    // The user store shows it at once (the verification banner reads it there).
    expect(store.getState().user.identity).toMatchObject({ emailVerified: true });
  });
});
