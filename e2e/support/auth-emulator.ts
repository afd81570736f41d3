import { PROJECT_ID, emulatorHosts } from '../../tests/support/emulator-hosts';

interface OobCode {
  /** The address it went to; for VERIFY_AND_CHANGE_EMAIL, the current one (`newEmail` the new). */
  email: string;
  newEmail?: string;
  requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';
  oobCode: string;
  oobLink: string;
}

interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

async function emulatorGet<T>(path: string): Promise<T> {
  const response = await fetch(
    `http://${emulatorHosts().auth}/emulator/v1/projects/${PROJECT_ID}/${path}`,
  );
  if (!response.ok)
    throw new Error(`Auth emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The newest email action link the Auth emulator "sent" to `email` (what the inbox would hold). */
export async function latestOobLink(
  email: string,
  requestType: OobCode['requestType'],
): Promise<string> {
  const { oobCodes } = await emulatorGet<{ oobCodes: OobCode[] }>('oobCodes');
  const link = oobCodes
    .filter((code) => code.email === email && code.requestType === requestType)
    .at(-1);
  if (!link) throw new Error(`No ${requestType} link was sent to ${email}.`);
  return link.oobLink;
}

/** How many email action links of a kind the Auth emulator has "sent" to `email` so far. */
export async function oobLinkCount(email: string, requestType: OobCode['requestType']) {
  const { oobCodes } = await emulatorGet<{ oobCodes: OobCode[] }>('oobCodes');
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).length;
}

/**
 * Makes the user's last sign-in `secondsAgo` old, as if they signed in then and left the
 * session open: the next ID token (after a refresh) carries that `auth_time`. Uses the
 * emulator's privileged account update (the Admin SDK cannot set the sign-in time).
 */
export async function backdateSignIn(uid: string, secondsAgo: number): Promise<void> {
  const response = await fetch(
    `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, lastLoginAt: String(Date.now() - secondsAgo * 1000) }),
    },
  );
  if (!response.ok) {
    throw new Error(`Auth emulator accounts:update: ${response.status} ${await response.text()}`);
  }
}

/** The newest SMS code the Auth emulator "texted" to `phoneNumber` (E.164). */
export async function latestSmsCode(phoneNumber: string): Promise<string> {
  const { verificationCodes } = await emulatorGet<{ verificationCodes: VerificationCode[] }>(
    'verificationCodes',
  );
  const sms = verificationCodes.filter((code) => code.phoneNumber === phoneNumber).at(-1);
  if (!sms) throw new Error(`No code was texted to ${phoneNumber}.`);
  return sms.code;
}
