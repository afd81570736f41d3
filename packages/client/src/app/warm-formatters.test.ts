import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

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
  vi.stubGlobal('Intl', {
    ...Intl,
    DateTimeFormat: counted(Intl.DateTimeFormat, 'dates'),
    NumberFormat: counted(Intl.NumberFormat, 'money'),
  });
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
    vi.useFakeTimers();
    const { core, warmFormattersSoon } = await fresh();
    const made = countFormatters();

    warmFormattersSoon();
    expect(made).toEqual({ dates: 0, money: 0 });

    await vi.runAllTimersAsync();
    expect(made).toEqual({ dates: 1, money: 1 });

    // What a page then shows uses them: nothing more is made.
    expect(core.formatDateTime('2026-11-30T22:00:00Z')).toBe('Nov 30, 2026, 3:00 PM MST');
    expect(core.formatCents(123450)).toBe('$1,234.50');
    expect(made).toEqual({ dates: 1, money: 1 });
  });

  it('cuts the runtime’s Intl work in steps, one task each, the formatters last', async () => {
    vi.useFakeTimers();
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
    const seen: string[][] = [];
    while (vi.getTimerCount() > 0) {
      await vi.advanceTimersToNextTimerAsync();
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
    vi.useFakeTimers();
    const { warmFormattersSoon } = await fresh();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    warmFormattersSoon();
    warmFormattersSoon();
    await vi.runAllTimersAsync();
    const { INTL_WARM_UP_STEPS } = await import('./warm-formatters');
    expect(timers).toHaveBeenCalledTimes(INTL_WARM_UP_STEPS.length);
  });
});
