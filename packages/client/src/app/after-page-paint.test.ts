import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  PAGE_PAINT_HOLD_LIMIT_MS,
  afterPagePaint,
  holdUntilPagePainted,
  pageCommitted,
  pagePainted,
  resetPagePaintHold,
  usePagePainted,
} from './after-page-paint';

vi.mock('./after-first-paint', () => ({ afterFirstPaint: () => Promise.resolve() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetPagePaintHold());

describe('afterPagePaint', () => {
  it('loads at once when no app is rendering (tests, scripts)', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(afterPagePaint(load)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while the first render is held, then loads once after its paint', async () => {
    holdUntilPagePainted();
    const load = vi.fn(() => Promise.resolve('module'));
    const reading = afterPagePaint(load);
    const first = reading();
    const second = reading();
    await flush();
    expect(load).not.toHaveBeenCalled();

    pageCommitted();
    await expect(first).resolves.toBe('module');
    await expect(second).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays released after the first paint (a later hold request changes nothing)', async () => {
    holdUntilPagePainted();
    pageCommitted();
    await pagePainted();
    holdUntilPagePainted();
    const load = vi.fn(() => Promise.resolve(1));
    await expect(afterPagePaint(load)()).resolves.toBe(1);
  });
});

describe('the hold', () => {
  it('ends by itself in an app whose pages never say they are on screen', async () => {
    vi.useFakeTimers();
    try {
      holdUntilPagePainted();
      const load = vi.fn(() => Promise.resolve('module'));
      const loading = afterPagePaint(load)();
      await vi.advanceTimersByTimeAsync(PAGE_PAINT_HOLD_LIMIT_MS - 1);
      expect(load).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(loading).resolves.toBe('module');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('usePagePainted', () => {
  it('is false in the first render, and true once that render has been painted', async () => {
    holdUntilPagePainted();
    const { result } = renderHook(() => usePagePainted());
    expect(result.current).toBe(false);
    await act(flush);
    expect(result.current).toBe(false);

    act(() => pageCommitted());
    await waitFor(() => expect(result.current).toBe(true));
  });
});
