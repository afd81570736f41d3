import { afterEach, describe, expect, it, vi } from 'vitest';

import { flushMicrotasks } from '../testing/flush-microtasks';

const task = vi.hoisted(() => {
  /** Each `nextTask()` waits until the test lets one task run (`runOne`). */
  const waiting: (() => void)[] = [];
  return {
    waiting,
    next: vi.fn(() => new Promise<void>((resolve) => waiting.push(resolve))),
    runOne: async () => {
      waiting.shift()?.();
      await flushMicrotasks();
    },
  };
});
vi.mock('./next-task', () => ({ nextTask: task.next }));

afterEach(() => {
  task.waiting.length = 0;
  task.next.mockClear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Lets every task the warm-up waits for run, one after another. */
async function runAllTasks() {
  while (task.waiting.length > 0) await task.runOne();
}

/** Counts the formatters made from here on (real ones: the pages' text is unchanged). */
function countFormatters() {
  const made = { dates: 0, money: 0 };
  const counted = <T extends object>(Real: T, key: keyof typeof made) =>
    new Proxy(Real, {
      construct(target, args) {
        made[key] += 1;
        return Reflect.construct(target as new (...rest: unknown[]) => object, args);
      },
    });
  // The rest of Intl through the prototype: its members are not enumerable, so a spread drops them.
  vi.stubGlobal(
    'Intl',
    Object.assign(Object.create(Intl) as typeof Intl, {
      DateTimeFormat: counted(Intl.DateTimeFormat, 'dates'),
      NumberFormat: counted(Intl.NumberFormat, 'money'),
    }),
  );
  return made;
}

/** A fresh copy of the module and of core's formatters (both keep what they made). */
async function fresh() {
  vi.resetModules();
  const core = await import('@fundax/core');
  const { warmFormattersSoon } = await import('./warm-formatters');
  return { core, warmFormattersSoon };
}

describe('warmFormattersSoon', () => {
  it('makes the date and money formatters in tasks of their own, not in the caller’s', async () => {
    const { core, warmFormattersSoon } = await fresh();
    const made = countFormatters();

    warmFormattersSoon();
    await flushMicrotasks();
    expect(made).toEqual({ dates: 0, money: 0 });

    await runAllTasks();
    expect(made).toEqual({ dates: 1, money: 1 });

    // What a page then shows uses them: nothing more is made.
    expect(core.formatDateTime('2026-11-30T22:00:00Z')).toBe('Nov 30, 2026, 3:00 PM MST');
    expect(core.formatCents(123450)).toBe('$1,234.50');
    expect(made).toEqual({ dates: 1, money: 1 });
  });

  it('cuts the runtime’s Intl work in steps, one task each, the formatters last', async () => {
    const { warmFormattersSoon } = await fresh();
    const calls: string[] = [];
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      calls.push('likely subtags');
      return this;
    });
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(() => {
      calls.push('date locales');
      return ['en-US'];
    });
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      calls.push('number locales');
      return ['en-US'];
    });
    const made = countFormatters();
    const stepsDone = () => [
      ...calls,
      ...(made.money ? ['money'] : []),
      ...(made.dates ? ['dates'] : []),
    ];

    warmFormattersSoon();
    await flushMicrotasks();
    expect(stepsDone()).toEqual([]);
    const seen: string[][] = [];
    while (task.waiting.length > 0) {
      await task.runOne();
      seen.push(stepsDone());
    }
    expect(seen).toEqual([
      ['likely subtags'],
      ['likely subtags', 'date locales'],
      ['likely subtags', 'date locales', 'number locales'],
      ['likely subtags', 'date locales', 'number locales', 'money'],
      ['likely subtags', 'date locales', 'number locales', 'money', 'dates'],
    ]);
  });

  it('warms once per page load', async () => {
    const { warmFormattersSoon } = await fresh();
    warmFormattersSoon();
    warmFormattersSoon();
    await runAllTasks();
    const { INTL_WARM_UP_STEPS } = await import('./warm-formatters');
    expect(task.next).toHaveBeenCalledTimes(INTL_WARM_UP_STEPS.length);
  });
});
