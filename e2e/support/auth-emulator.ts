import { PROJECT_ID, emulatorHosts } from '../../tests/support/emulator-hosts';

interface OobCode {
  email: string;
  requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL';
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

/** The newest SMS code the Auth emulator "texted" to `phoneNumber` (E.164). */
export async function latestSmsCode(phoneNumber: string): Promise<string> {
  const { verificationCodes } = await emulatorGet<{ verificationCodes: VerificationCode[] }>(
    'verificationCodes',
  );
  const sms = verificationCodes.filter((code) => code.phoneNumber === phoneNumber).at(-1);
  if (!sms) throw new Error(`No code was texted to ${phoneNumber}.`);
  return sms.code;
}
