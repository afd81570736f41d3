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
 * A real account in the Auth emulator, signed in with email and password, optionally with
 * custom claims (e.g. { admin: true }) set the way setAdmin sets them. The ID token is a real
 * emulator token, so the Functions emulator verifies it like production would.
 */
export async function createUser(
  options: { claims?: Record<string, unknown>; email?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'correct-horse-battery';
  const created = await post<{ localId: string }>(identityToolkit('accounts:signUp'), {
    email,
    password,
    returnSecureToken: true,
  });
  if (options.claims) {
    await post(
      `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
      { localId: created.localId, customAttributes: JSON.stringify(options.claims) },
      { authorization: 'Bearer owner' },
    );
  }
  const signedIn = await post<{ idToken: string }>(identityToolkit('accounts:signInWithPassword'), {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: created.localId, email, password, idToken: signedIn.idToken };
}
