import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  afterPagePaint,
  holdUntilPagePainted,
  pageCommitted,
  pagePainted,
  resetPagePaintHold,
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
