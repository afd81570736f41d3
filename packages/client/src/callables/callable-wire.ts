import { CALLABLE_TIMEOUT_MS, type CallError, FUNCTIONS_REGION } from '@fundax/core';

import { firebaseConfig } from '../firebase/app';
import { appCheckToken } from '../firebase/app-check';
import { authClient, authLoaded } from '../firebase/auth';
import { apiOrigins } from '../firebase/origins';
import { CallFailure } from './call-error';
import { wirePayload } from './wire-payload';

// The callable protocol over a plain fetch: a POST of `{ data }` as JSON, answered with
// `{ result }` or `{ error: { status, message, details } }`. The Functions SDK does only this,
// plus the headers below, and costs a page that calls a public callable about 12 KB gz of
// Firebase code (the SDK and the Firebase app) before its first result. Errors map exactly as
// the SDK maps them (`_errorForResponse` in @firebase/functions), so `{ code, message,
// details }` reaches the UI unchanged.

/** Where a callable answers: the Functions emulator in local builds, else us-central1. */
export function callableUrl(name: string): string {
  const config = firebaseConfig();
  const origin = apiOrigins(config).functions;
  // The emulator serves every project and region under one origin; production has both in it.
  return config.emulators
    ? `${origin}/${config.options.projectId}/${FUNCTIONS_REGION}/${name}`
    : `${origin}/${name}`;
}

/**
 * The headers of every call, built in this one place: the signed-in user's ID token whenever
 * Auth is loaded (always for a callable that needs sign-in), and the App Check token when the
 * build has a site key (`X-Firebase-AppCheck`; the Firebase app and App Check load for it).
 */
export async function callHeaders(needsSignIn: boolean): Promise<Record<string, string>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const auth = needsSignIn ? await authClient() : await authLoaded();
  // As the SDK: a token that cannot be had (signed out, refresh failed) is left off, and the
  // server answers unauthenticated when the callable needs one.
  const token = await auth?.currentUser?.getIdToken().catch(() => undefined);
  if (token) headers.Authorization = `Bearer ${token}`;
  // The header the Functions SDK sends and the deployed callables check (ENFORCE_APP_CHECK).
  const appCheck = await appCheckToken();
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  return headers;
}

/** The SDK's table of the backend's status names. */
const CODE_OF_STATUS: Record<string, CallError['code'] | 'ok'> = {
  OK: 'ok',
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
  INVALID_ARGUMENT: 'invalid-argument',
  DEADLINE_EXCEEDED: 'deadline-exceeded',
  NOT_FOUND: 'not-found',
  ALREADY_EXISTS: 'already-exists',
  PERMISSION_DENIED: 'permission-denied',
  UNAUTHENTICATED: 'unauthenticated',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  FAILED_PRECONDITION: 'failed-precondition',
  ABORTED: 'aborted',
  OUT_OF_RANGE: 'out-of-range',
  UNIMPLEMENTED: 'unimplemented',
  INTERNAL: 'internal',
  UNAVAILABLE: 'unavailable',
  DATA_LOSS: 'data-loss',
};

/** The SDK's code for an HTTP status without an error body (0: no answer at all). */
function codeOfHttpStatus(status: number): CallError['code'] | 'ok' {
  if (status >= 200 && status < 300) return 'ok';
  const codes: Record<number, CallError['code']> = {
    0: 'internal',
    400: 'invalid-argument',
    401: 'unauthenticated',
    403: 'permission-denied',
    404: 'not-found',
    409: 'aborted',
    429: 'resource-exhausted',
    499: 'cancelled',
    500: 'internal',
    501: 'unimplemented',
    503: 'unavailable',
    504: 'deadline-exceeded',
  };
  return codes[status] ?? 'unknown';
}

const LONG_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** The SDK's decoding of a result: 64-bit integers arrive as `{ '@type', value }`. */
export function decodeWire(json: unknown): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.map(decodeWire);
  const record = json as Record<string, unknown>;
  const type = record['@type'];
  if (type !== undefined) {
    const value = Number(record.value);
    if (typeof type !== 'string' || !LONG_TYPES.has(type) || Number.isNaN(value)) {
      throw new CallFailure({ code: 'internal', message: 'Data cannot be decoded from JSON.' });
    }
    return value;
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decodeWire(item)]));
}

/** The failure an answer stands for, or null when it is a success (the SDK's rules). */
export function errorOfAnswer(status: number, body: unknown): CallError | null {
  let code = codeOfHttpStatus(status);
  let description: string = code;
  let details: unknown;
  const error =
    body !== null && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (error !== null && typeof error === 'object') {
    const { status: statusName, message } = error as { status?: unknown; message?: unknown };
    if (typeof statusName === 'string') {
      const named = CODE_OF_STATUS[statusName];
      if (!named) {
        return {
          code: 'internal',
          message: `Unknown backend error status: ${statusName} [${status}]`,
        };
      }
      code = named;
      description = `Backend error status: ${statusName}`;
    }
    if (typeof message === 'string') description = message;
    details = (error as { details?: unknown }).details;
    if (details !== undefined) details = decodeWire(details);
  }
  if (code === 'ok') return null;
  return {
    code,
    message: `${description} [${status}]`,
    ...(details === undefined ? {} : { details }),
  };
}

/**
 * Calls a callable and resolves with its decoded result; throws CallFailure with
 * `{ code, message, details }` on any failure, `deadline-exceeded` after 70 s.
 */
export async function postCallable(
  name: string,
  payload: unknown,
  { needsSignIn }: { needsSignIn: boolean },
): Promise<unknown> {
  const headers = await callHeaders(needsSignIn);
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), CALLABLE_TIMEOUT_MS);
  let status = 0;
  let body: unknown = null;
  try {
    const response = await fetch(callableUrl(name), {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: wirePayload(payload) }),
      signal: abort.signal,
    });
    status = response.status;
    body = await response.json().catch(() => null);
  } catch {
    // No answer: a broken network, or a backend failure without CORS headers (the SDK cannot
    // tell them apart either, and reports both as status 0).
    if (abort.signal.aborted) {
      throw new CallFailure({ code: 'deadline-exceeded', message: 'deadline-exceeded' });
    }
  } finally {
    clearTimeout(timer);
  }
  const failure = errorOfAnswer(status, body);
  if (failure) throw new CallFailure(failure);
  const answer = body as { data?: unknown; result?: unknown } | null;
  if (!answer || typeof answer !== 'object') {
    throw new CallFailure({ code: 'internal', message: 'Response is not valid JSON object.' });
  }
  const result = answer.data !== undefined ? answer.data : answer.result;
  if (result === undefined) {
    throw new CallFailure({ code: 'internal', message: 'Response is missing data field.' });
  }
  return decodeWire(result);
}
