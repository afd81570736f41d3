import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NOT_LOADED, type Remote } from './remote-data';
import { useRemote } from './use-remote';

const entry = (status: Remote<string>['status'], data: string | null = null): Remote<string> => ({
  status,
  data,
  error: null,
});

describe('useRemote', () => {
  it('reads when the page opens and hands back the entry and a retry', () => {
    const load = vi.fn();
    const { result } = renderHook(() => useRemote(undefined, load));
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.entry).toBeUndefined();
    result.current.retry();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again when the argument changes (a new load)', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(({ load }) => useRemote(entry('succeeded', 'a'), load), {
      initialProps: { load: first },
    });
    rerender({ load: second });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('reads again when a change elsewhere marks the shown entry stale, and not otherwise', () => {
    const load = vi.fn();
    const { rerender } = renderHook(({ shown }) => useRemote(shown, load), {
      initialProps: { shown: entry('succeeded', 'a') },
    });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ shown: entry('loading', 'a') });
    rerender({ shown: entry('succeeded', 'b') });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ shown: entry('idle', 'b') });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads again a stale entry that held nothing (no statement yet), but never reads twice an entry never read', () => {
    const load = vi.fn();
    const neverRead: Remote<string> = NOT_LOADED;
    const { rerender } = renderHook(({ shown }) => useRemote(shown, load), {
      initialProps: { shown: neverRead },
    });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ shown: entry('succeeded', null) });
    expect(load).toHaveBeenCalledTimes(1);
    rerender({ shown: entry('idle', null) });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands back the same object until the entry or the read changes (memoised parts skip)', () => {
    const load = vi.fn();
    const shown = entry('succeeded', 'a');
    const { result, rerender } = renderHook(({ shown, load }) => useRemote(shown, load), {
      initialProps: { shown, load },
    });
    const first = result.current;
    rerender({ shown, load });
    expect(result.current).toBe(first);
    const answered = entry('succeeded', 'b');
    rerender({ shown: answered, load });
    expect(result.current).not.toBe(first);
    expect(result.current.entry).toBe(answered);
    const other = vi.fn();
    const second = result.current;
    rerender({ shown: answered, load: other });
    expect(result.current).not.toBe(second);
    expect(result.current.retry).toBe(other);
  });
});
