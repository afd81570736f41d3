import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { NOT_LOADED, type Remote } from '../remote/remote-data';
import { readSavedCopy, savedPart } from './saved-copy';
import { useKeepSavedPart } from './use-keep-saved-part';

const place = { key: 'test.kept', version: 1 };
const read = (data: string[], loadedAt: string): Remote<string[]> => ({
  status: 'succeeded',
  data,
  error: null,
  loadedAt,
});
const kept = () => savedPart(readSavedCopy(place, 'u1'), 'list');

afterEach(() => window.localStorage.clear());

describe('useKeepSavedPart', () => {
  it('keeps each answered read with the time it answered, once enabled', () => {
    const { rerender } = renderHook(
      ({ enabled, entry }: { enabled: boolean; entry: Remote<string[]> | undefined }) =>
        useKeepSavedPart(place, 'u1', enabled, 'list', entry),
      { initialProps: { enabled: false, entry: read(['a'], 't1') } },
    );
    expect(kept()).toBeNull();

    rerender({ enabled: true, entry: read(['a'], 't1') });
    expect(kept()).toEqual({ data: ['a'], readAt: 't1' });

    rerender({ enabled: true, entry: read(['a', 'b'], 't2') });
    expect(kept()).toEqual({ data: ['a', 'b'], readAt: 't2' });
  });

  it('keeps nothing before a read has answered, or without a user', () => {
    interface Props {
      uid: string | null;
      entry: Remote<string[]> | undefined;
    }
    const initialProps: Props = { uid: 'u1', entry: undefined };
    const { rerender } = renderHook(
      ({ uid, entry }: Props) => useKeepSavedPart(place, uid, true, 'list', entry),
      { initialProps },
    );
    rerender({ uid: 'u1', entry: { ...NOT_LOADED, status: 'loading' } });
    rerender({ uid: null, entry: read(['a'], 't1') });
    expect(window.localStorage.getItem(place.key)).toBeNull();
  });
});
