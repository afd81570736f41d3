import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from './call-error';
import { decodeWire, errorOfAnswer, postCallable } from './callable-wire';

vi.mock('../firebase/auth', () => ({ authClient: vi.fn(), authLoaded: () => null }));
vi.mock('../firebase/app', () => ({
  firebaseConfig: () => ({ options: { apiKey: 'k', projectId: 'fundax-prod' } }),
}));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.clearAllMocks();
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error as CallFailure).error,
  );

describe('errorOfAnswer (the Functions SDK’s mapping)', () => {
  it('is null for a success', () => {
    expect(errorOfAnswer(200, { result: 1 })).toBeNull();
  });

  it('takes the code from the body’s status name, the message and the details', () => {
    expect(
      errorOfAnswer(400, {
        error: { status: 'FAILED_PRECONDITION', message: 'Cancel the events first.', details: 1 },
      }),
    ).toEqual({
      code: 'failed-precondition',
      message: 'Cancel the events first. [400]',
      details: 1,
    });
  });

  it('falls back to the HTTP status without a body', () => {
    expect(errorOfAnswer(404, null)).toEqual({ code: 'not-found', message: 'not-found [404]' });
    expect(errorOfAnswer(503, 'Service Unavailable')).toEqual({
      code: 'unavailable',
      message: 'unavailable [503]',
    });
    expect(errorOfAnswer(418, null)).toEqual({ code: 'unknown', message: 'unknown [418]' });
  });

  it('names the status when the body has one without a message', () => {
    expect(errorOfAnswer(429, { error: { status: 'RESOURCE_EXHAUSTED' } })).toEqual({
      code: 'resource-exhausted',
      message: 'Backend error status: RESOURCE_EXHAUSTED [429]',
    });
  });

  it('is internal for a status name it does not know', () => {
    expect(errorOfAnswer(400, { error: { status: 'TEAPOT' } })).toEqual({
      code: 'internal',
      message: 'Unknown backend error status: TEAPOT [400]',
    });
  });

  it('lets an explicit OK through, as the SDK does', () => {
    expect(errorOfAnswer(500, { error: { status: 'OK' } })).toBeNull();
  });
});

describe('decodeWire', () => {
  it('turns 64-bit integers into numbers, at any depth', () => {
    const long = { '@type': 'type.googleapis.com/google.protobuf.Int64Value', value: '12' };
    expect(decodeWire({ a: [long], b: 'x', c: null })).toEqual({ a: [12], b: 'x', c: null });
  });

  it('refuses a type it does not know', () => {
    expect(() => decodeWire({ '@type': 'other', value: 1 })).toThrow(CallFailure);
  });
});

describe('postCallable', () => {
  it('calls the production function in us-central1', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ result: 'ok' })));
    await expect(postCallable('nearbyEvents', {}, { needsSignIn: false })).resolves.toBe('ok');
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'https://us-central1-fundax-prod.cloudfunctions.net/nearbyEvents',
    );
  });

  it('accepts the older `data` field of an answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ data: [1] })));
    await expect(postCallable('x', {}, { needsSignIn: false })).resolves.toEqual([1]);
  });

  it('reports no answer (a broken network) as the SDK did: internal', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failureOf(postCallable('x', {}, { needsSignIn: false }))).toEqual({
      code: 'internal',
      message: 'internal [0]',
    });
  });

  it('reports an answer that is not JSON, or has no result, as internal', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 200 }));
    expect(await failureOf(postCallable('x', {}, { needsSignIn: false }))).toEqual({
      code: 'internal',
      message: 'Response is not valid JSON object.',
    });
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ other: 1 })));
    expect(await failureOf(postCallable('x', {}, { needsSignIn: false }))).toEqual({
      code: 'internal',
      message: 'Response is missing data field.',
    });
  });

  it('gives up after 70 s with deadline-exceeded', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')));
        }),
    );
    const pending = failureOf(postCallable('x', {}, { needsSignIn: false }));
    await vi.advanceTimersByTimeAsync(70_000);
    expect(await pending).toEqual({ code: 'deadline-exceeded', message: 'deadline-exceeded' });
  });
});
