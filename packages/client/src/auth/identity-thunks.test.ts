import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '../store/make-store';
import {
  EMAIL_FOR_SIGN_IN_KEY,
  completeSignInLink,
  mayBeEmailLink,
  sendSignInLink,
} from './email-link';
import { prepareGoogleSignIn, signInWithGoogle } from './google';
import { createIdentityWithPassword, sendPasswordReset, signInWithPassword } from './password';
import { confirmPhoneCode, sendPhoneCode, toE164 } from './phone';
import { signOutUser } from './sign-out';

const sdk = vi.hoisted(() => ({
  auth: { settings: {} },
  signInWithEmailAndPassword: vi.fn(),
  createUserWithEmailAndPassword: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  sendSignInLinkToEmail: vi.fn(),
  isSignInWithEmailLink: vi.fn(),
  signInWithEmailLink: vi.fn(),
  signInWithPopup: vi.fn(),
  popupResolver: { name: 'browserPopupRedirectResolver' },
  authClient: vi.fn(),
  signInWithPhoneNumber: vi.fn(),
  signInWithCredential: vi.fn(),
  signOut: vi.fn(),
  verifierClear: vi.fn(),
  authLoaded: vi.fn(),
}));

vi.mock('../firebase/auth', () => ({
  authClient: sdk.authClient,
  authLoaded: sdk.authLoaded,
}));
vi.mock('firebase/auth', () => ({
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  createUserWithEmailAndPassword: sdk.createUserWithEmailAndPassword,
  sendPasswordResetEmail: sdk.sendPasswordResetEmail,
  sendSignInLinkToEmail: sdk.sendSignInLinkToEmail,
  isSignInWithEmailLink: sdk.isSignInWithEmailLink,
  signInWithEmailLink: sdk.signInWithEmailLink,
  signInWithPopup: sdk.signInWithPopup,
  browserPopupRedirectResolver: sdk.popupResolver,
  signInWithPhoneNumber: sdk.signInWithPhoneNumber,
  signInWithCredential: sdk.signInWithCredential,
  signOut: sdk.signOut,
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
  RecaptchaVerifier: class {
    clear = sdk.verifierClear;
  },
  PhoneAuthProvider: { credential: (id: string, code: string) => ({ id, code }) },
}));

/** An error as the identity SDK throws it. */
const authError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (auth/${code}).`), { code: `auth/${code}` });

const credential = (uid: string) => ({ user: { uid } });

beforeEach(() => {
  vi.clearAllMocks();
  sdk.authClient.mockResolvedValue(sdk.auth);
  window.localStorage.clear();
});

describe('email and password', () => {
  it('signs in and resolves with the uid', async () => {
    sdk.signInWithEmailAndPassword.mockResolvedValue(credential('u1'));
    const action = await makeStore().dispatch(
      signInWithPassword({ email: ' dana@fundax.test ', password: 'secret-pass' }),
    );
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(
      sdk.auth,
      'dana@fundax.test',
      'secret-pass',
    );
    expect(action.payload).toEqual({ uid: 'u1' });
  });

  it.each([
    'wrong-password',
    'invalid-credential',
    'user-not-found',
    'user-disabled',
    'too-many-requests',
    'network-request-failed',
  ])('rejects with { code: %s, message }', async (code) => {
    sdk.signInWithEmailAndPassword.mockRejectedValue(authError(code));
    const action = await makeStore().dispatch(
      signInWithPassword({ email: 'a@b.co', password: 'x' }),
    );
    expect(action.meta.requestStatus).toBe('rejected');
    expect(action.payload).toEqual({ code, message: `Firebase: Error (auth/${code}).` });
  });

  it('creates an identity for sign-up, and reports an address already in use', async () => {
    sdk.createUserWithEmailAndPassword.mockResolvedValueOnce(credential('new'));
    const store = makeStore();
    const ok = await store.dispatch(
      createIdentityWithPassword({ email: 'n@fundax.test', password: 'long-enough' }),
    );
    expect(ok.payload).toEqual({ uid: 'new' });
    sdk.createUserWithEmailAndPassword.mockRejectedValueOnce(authError('email-already-in-use'));
    const taken = await store.dispatch(
      createIdentityWithPassword({ email: 'n@fundax.test', password: 'long-enough' }),
    );
    expect(taken.payload).toMatchObject({ code: 'email-already-in-use' });
  });

  it('sends a password reset that returns to this site', async () => {
    sdk.sendPasswordResetEmail.mockResolvedValue(undefined);
    const action = await makeStore().dispatch(
      sendPasswordReset({ email: 'dana@fundax.test', continuePath: '/login' }),
    );
    expect(sdk.sendPasswordResetEmail).toHaveBeenCalledWith(sdk.auth, 'dana@fundax.test', {
      url: `${window.location.origin}/login`,
    });
    expect(action.payload).toEqual({ email: 'dana@fundax.test' });
  });
});

describe('email link', () => {
  it('sends the link, remembering the address for when it comes back', async () => {
    sdk.sendSignInLinkToEmail.mockResolvedValue(undefined);
    await makeStore().dispatch(
      sendSignInLink({ email: 'dana@fundax.test', continuePath: '/login?from=%2Fportal' }),
    );
    expect(sdk.sendSignInLinkToEmail).toHaveBeenCalledWith(sdk.auth, 'dana@fundax.test', {
      url: `${window.location.origin}/login?from=%2Fportal`,
      handleCodeInApp: true,
    });
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBe('dana@fundax.test');
  });

  it('completes with the remembered address, then forgets it', async () => {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, 'dana@fundax.test');
    sdk.isSignInWithEmailLink.mockReturnValue(true);
    sdk.signInWithEmailLink.mockResolvedValue(credential('u1'));
    const action = await makeStore().dispatch(
      completeSignInLink({ href: 'http://x/login?mode=signIn&oobCode=c' }),
    );
    expect(action.payload).toEqual({ status: 'signed-in', uid: 'u1' });
    expect(window.localStorage.getItem(EMAIL_FOR_SIGN_IN_KEY)).toBeNull();
  });

  it('asks for the address when the link is opened in another browser', async () => {
    sdk.isSignInWithEmailLink.mockReturnValue(true);
    const action = await makeStore().dispatch(
      completeSignInLink({ href: 'http://x/login?mode=signIn&oobCode=c' }),
    );
    expect(action.payload).toEqual({ status: 'needs-email' });
    expect(sdk.signInWithEmailLink).not.toHaveBeenCalled();
  });

  it('rejects an expired or used link with its code', async () => {
    sdk.isSignInWithEmailLink.mockReturnValue(true);
    sdk.signInWithEmailLink.mockRejectedValue(authError('invalid-action-code'));
    const action = await makeStore().dispatch(
      completeSignInLink({
        href: 'http://x/login?mode=signIn&oobCode=c',
        email: 'dana@fundax.test',
      }),
    );
    expect(action.payload).toMatchObject({ code: 'invalid-action-code' });
  });

  it('tells a possible link apart without loading Auth', () => {
    expect(mayBeEmailLink('http://x/login?mode=signIn&oobCode=abc')).toBe(true);
    expect(mayBeEmailLink('http://x/login?from=%2Fportal')).toBe(false);
    expect(mayBeEmailLink('?mode=signIn&oobCode=abc')).toBe(true);
    expect(mayBeEmailLink('')).toBe(false);
  });
});

describe('Google popup', () => {
  it.each([
    'popup-blocked',
    'popup-closed-by-user',
    'cancelled-popup-request',
    'unauthorized-domain',
  ])('rejects with %s', async (code) => {
    sdk.signInWithPopup.mockRejectedValue(authError(code));
    const action = await makeStore().dispatch(signInWithGoogle());
    expect(action.payload).toMatchObject({ code });
  });

  it('resolves with the uid', async () => {
    sdk.signInWithPopup.mockResolvedValue(credential('g1'));
    expect((await makeStore().dispatch(signInWithGoogle())).payload).toEqual({ uid: 'g1' });
    // Auth may have started without the popup resolver (a signed-in page): the call brings it.
    expect(sdk.signInWithPopup).toHaveBeenCalledWith(
      sdk.auth,
      expect.anything(),
      sdk.popupResolver,
    );
    expect(sdk.authClient).toHaveBeenCalledWith({ popups: true });
  });

  it('readies the popup when asked (a Google button about to be pressed), and a failure there stays quiet', async () => {
    await prepareGoogleSignIn();
    expect(sdk.authClient).toHaveBeenCalledWith({ popups: true });
    sdk.authClient.mockImplementationOnce(() => {
      throw new Error('initFirebase must be called before Firebase is used.');
    });
    // It rejects (the button ignores it; pressing the button reports the failure).
    await expect(prepareGoogleSignIn()).rejects.toThrow('initFirebase');
  });
});

describe('phone', () => {
  it('writes numbers in E.164', () => {
    expect(toE164('(505) 555-0134')).toBe('+15055550134');
    expect(toE164('1 505 555 0134')).toBe('+15055550134');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('555-0134')).toBeNull();
  });

  it('sends a code and confirms it', async () => {
    sdk.signInWithPhoneNumber.mockResolvedValue({ verificationId: 'v1' });
    sdk.signInWithCredential.mockResolvedValue(credential('p1'));
    const store = makeStore();
    const sent = await store.dispatch(
      sendPhoneCode({ phoneNumber: '(505) 555-0134', recaptchaContainerId: 'captcha' }),
    );
    expect(sent.payload).toEqual({ verificationId: 'v1', phoneNumber: '+15055550134' });
    const confirmed = await store.dispatch(
      confirmPhoneCode({ verificationId: 'v1', code: ' 123456 ' }),
    );
    expect(sdk.signInWithCredential).toHaveBeenCalledWith(sdk.auth, { id: 'v1', code: '123456' });
    expect(confirmed.payload).toEqual({ uid: 'p1' });
  });

  it('refuses a number without an area code before calling anything', async () => {
    const action = await makeStore().dispatch(
      sendPhoneCode({ phoneNumber: '555-0134', recaptchaContainerId: 'c' }),
    );
    expect(action.payload).toMatchObject({ code: 'invalid-phone-number' });
    expect(sdk.signInWithPhoneNumber).not.toHaveBeenCalled();
  });

  it.each(['invalid-verification-code', 'code-expired'])(
    'rejects a bad code with %s',
    async (code) => {
      sdk.signInWithCredential.mockRejectedValue(authError(code));
      const action = await makeStore().dispatch(
        confirmPhoneCode({ verificationId: 'v1', code: '000000' }),
      );
      expect(action.payload).toMatchObject({ code });
    },
  );
});

describe('sign out', () => {
  it('signs out of Auth and clears the stores at once', async () => {
    sdk.authLoaded.mockReturnValue(Promise.resolve(sdk.auth));
    sdk.signOut.mockResolvedValue(undefined);
    const store = makeStore({
      session: {
        loggedIn: true,
        uid: 'u1',
        role: 'angel',
        displayName: 'Priya',
        admin: false,
        position: [35, -106],
      },
    });
    await store.dispatch(signOutUser());
    expect(sdk.signOut).toHaveBeenCalledWith(sdk.auth);
    expect(store.getState().session.loggedIn).toBe(false);
    expect(store.getState().user.status).toBe('signed-out');
  });
});
