import type { RecaptchaVerifier } from 'firebase/auth';

import { authClient } from '../firebase/auth';
import { identityThunk } from './identity-thunk';

/**
 * A phone number in E.164 as the identity provider wants it. Ten digits are a US number (the
 * product serves New Mexico); anything else must already carry its country code.
 */
export function toE164(phone: string): string | null {
  const digits = phone.replace(/[^\d]/g, '');
  if (phone.trim().startsWith('+'))
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

let verifier: RecaptchaVerifier | null = null;

/**
 * Sends a sign-in code by SMS after an invisible reCAPTCHA in `recaptchaContainerId` (mocked
 * against the Auth emulator). Resolves with the verification id the code is confirmed against.
 */
export const sendPhoneCode = identityThunk(
  'sendPhoneCode',
  async ({
    phoneNumber,
    recaptchaContainerId,
  }: {
    phoneNumber: string;
    recaptchaContainerId: string;
  }) => {
    const e164 = toE164(phoneNumber);
    if (!e164) {
      throw Object.assign(new Error('Enter a phone number with its area code.'), {
        code: 'auth/invalid-phone-number',
      });
    }
    const [auth, { RecaptchaVerifier, signInWithPhoneNumber }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    // A verifier renders once; a retry needs a fresh one.
    verifier?.clear();
    verifier = new RecaptchaVerifier(auth, recaptchaContainerId, { size: 'invisible' });
    const confirmation = await signInWithPhoneNumber(auth, e164, verifier);
    return { verificationId: confirmation.verificationId, phoneNumber: e164 };
  },
);

/** Signs in with the SMS code for a verification id from `sendPhoneCode`. */
export const confirmPhoneCode = identityThunk(
  'confirmPhoneCode',
  async ({ verificationId, code }: { verificationId: string; code: string }) => {
    const [auth, { PhoneAuthProvider, signInWithCredential }] = await Promise.all([
      authClient(),
      import('../firebase/auth-sdk'),
    ]);
    const credential = PhoneAuthProvider.credential(verificationId, code.trim());
    const { user } = await signInWithCredential(auth, credential);
    verifier?.clear();
    verifier = null;
    return { uid: user.uid };
  },
);
