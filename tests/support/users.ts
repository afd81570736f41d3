import { randomUUID } from 'node:crypto';

import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

const identityToolkit = (path: string) =>
  `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/${path}?key=demo-api-key`;

async function post<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} -> ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Changes an identity as an operator would (the emulator's admin REST call): custom claims,
 * email, whether it is verified.
 */
export async function updateIdentity(
  uid: string,
  changes: { claims?: Record<string, unknown>; email?: string; emailVerified?: boolean },
): Promise<void> {
  await post(
    `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      localId: uid,
      ...(changes.claims ? { customAttributes: JSON.stringify(changes.claims) } : {}),
      ...(changes.email ? { email: changes.email } : {}),
      ...(changes.emailVerified !== undefined ? { emailVerified: changes.emailVerified } : {}),
    },
    { authorization: 'Bearer owner' },
  );
}

/** Signs in with email and password: a fresh ID token, or an error when the sign-in fails. */
export async function signIn(email: string, password: string): Promise<string> {
  const signedIn = await post<{ idToken: string }>(identityToolkit('accounts:signInWithPassword'), {
    email,
    password,
    returnSecureToken: true,
  });
  return signedIn.idToken;
}

/**
 * A real account in the Auth emulator, signed in with email and password, optionally with
 * custom claims (e.g. { admin: true }) set the way setAdmin sets them, and with its email
 * verified (as after the person followed the verification link; a fresh sign-up is not). The
 * ID token is a real emulator token, so the Functions emulator verifies it like production
 * would.
 */
export async function createUser(
  options: { claims?: Record<string, unknown>; email?: string; emailVerified?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-battery';
  const created = await post<{ localId: string }>(identityToolkit('accounts:signUp'), {
    email,
    password,
    returnSecureToken: true,
  });
  if (options.claims || options.emailVerified) {
    await updateIdentity(created.localId, {
      ...(options.claims ? { claims: options.claims } : {}),
      ...(options.emailVerified ? { emailVerified: true } : {}),
    });
  }
  return { uid: created.localId, email, password, idToken: await signIn(email, password) };
}

/**
 * The same user with an ID token whose sign-in (`auth_time`) lies `ageSeconds` in the past, as
 * a session left open that long would carry. Emulator tokens are unsigned (alg "none"), so the
 * payload can be rewritten the way only the identity provider could in production.
 */
export function withSignInAge<U extends TestUser>(user: U, ageSeconds: number): U {
  const [header, payload] = user.idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const authTime = Math.floor(Date.now() / 1000) - ageSeconds;
  const rewritten = Buffer.from(JSON.stringify({ ...claims, auth_time: authTime })).toString(
    'base64url',
  );
  return { ...user, idToken: `${header}.${rewritten}.` };
}
