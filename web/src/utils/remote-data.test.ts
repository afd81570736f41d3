import { describe, expect, it } from 'vitest';

import { type RemoteMap, readOrReject, remote, shouldLoad } from './remote-data';

describe('remote data', () => {
  it('keeps the last data while a read reloads, and replaces it when the read lands', () => {
    const map: RemoteMap<string[]> = {};
    remote.pending(map, 'all');
    expect(map.all).toEqual({ status: 'loading', data: null, error: null });
    remote.fulfilled(map, 'all', ['a']);
    remote.pending(map, 'all');
    expect(map.all).toEqual({ status: 'loading', data: ['a'], error: null });
    remote.fulfilled(map, 'all', ['a', 'b']);
    expect(map.all).toEqual({ status: 'succeeded', data: ['a', 'b'], error: null });
  });

  it('keeps the whole error of a failed read, and the data it had', () => {
    const map: RemoteMap<number> = { n: { status: 'succeeded', data: 1, error: null } };
    remote.rejected(map, 'n', { code: 'unavailable', message: 'offline', details: { x: 1 } }, {});
    expect(map.n).toEqual({
      status: 'failed',
      data: 1,
      error: { code: 'unavailable', message: 'offline', details: { x: 1 } },
    });
    remote.rejected(map, 'm', undefined, { message: 'bug' });
    expect(map.m?.error).toEqual({ code: 'internal', message: 'bug' });
  });

  it('starts a read unless one is running', () => {
    expect(shouldLoad(undefined)).toBe(true);
    expect(shouldLoad({ status: 'failed', data: null, error: null })).toBe(true);
    expect(shouldLoad({ status: 'succeeded', data: 1, error: null })).toBe(true);
    expect(shouldLoad({ status: 'loading', data: null, error: null })).toBe(false);
  });

  it('turns any failure of a read into a CallError', async () => {
    const rejectWithValue = (error: unknown) => ({ rejected: error });
    await expect(readOrReject(() => Promise.resolve(3), rejectWithValue)).resolves.toBe(3);
    await expect(
      readOrReject(
        () =>
          Promise.reject(
            Object.assign(new Error('Missing or insufficient permissions.'), {
              code: 'permission-denied',
            }),
          ),
        rejectWithValue,
      ),
    ).rejects.toEqual({
      rejected: { code: 'permission-denied', message: 'Missing or insufficient permissions.' },
    });
    await expect(
      readOrReject(() => Promise.reject(new TypeError('Failed to fetch')), rejectWithValue),
    ).rejects.toEqual({ rejected: { code: 'unavailable', message: 'Failed to fetch' } });
  });
});
