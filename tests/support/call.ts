import type { CallableContract, CallableErrorCode, CallableOutput } from '@fundax/core';

import { PROJECT_ID, emulatorHosts } from './emulator-hosts';

export type CallResult<C extends CallableContract> =
  | { ok: true; status: number; data: CallableOutput<C> }
  | { ok: false; status: number; code: CallableErrorCode; message: string; details?: unknown };

/**
 * Calls a deployed callable over the wire exactly as the SDK does (POST {data}, bearer token),
 * returning the HTTP status too, so tests can assert the status mapping of docs/product.md §8.1.
 * `input` is deliberately `unknown`: fuzz and hostile-payload tests send anything.
 * `headers` adds request headers, e.g. X-Forwarded-For to call from another client address (the
 * emulator has no front end in between, so the functions see it as production sees the
 * address its front end appends).
 */
export async function call<C extends CallableContract>(
  contract: C,
  input: unknown,
  user?: { idToken: string } | null,
  headers: Record<string, string> = {},
): Promise<CallResult<C>> {
  const { functions } = emulatorHosts();
  const response = await fetch(`http://${functions}/${PROJECT_ID}/us-central1/${contract.name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(user ? { authorization: `Bearer ${user.idToken}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ data: input }),
  });
  const body = (await response.json()) as {
    result?: CallableOutput<C>;
    error?: { status: string; message: string; details?: unknown };
  };
  if (body.error) {
    const code = body.error.status.toLowerCase().replaceAll('_', '-') as CallableErrorCode;
    return {
      ok: false,
      status: response.status,
      code,
      message: body.error.message,
      details: body.error.details,
    };
  }
  return { ok: true, status: response.status, data: body.result as CallableOutput<C> };
}
