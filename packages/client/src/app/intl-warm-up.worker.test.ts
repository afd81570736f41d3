import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the Intl warm-up worker', () => {
  it('runs every warm-up step, the formatters last, then tells the page it is done and ends', async () => {
    const order: string[] = [];
    vi.spyOn(Intl.Locale.prototype, 'maximize').mockImplementation(function (this: Intl.Locale) {
      order.push('likely subtags');
      return this;
    });
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(() => {
      order.push('date locales');
      return ['en-US'];
    });
    vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation(() => {
      order.push('number locales');
      return ['en-US'];
    });
    const counted = <T extends object>(Real: T, name: string) =>
      new Proxy(Real, {
        construct(target, args) {
          order.push(name);
          return Reflect.construct(target as new (...rest: unknown[]) => object, args);
        },
      });
    // The rest of Intl through the prototype: its members are not enumerable.
    vi.stubGlobal(
      'Intl',
      Object.assign(Object.create(Intl) as typeof Intl, {
        DateTimeFormat: counted(Intl.DateTimeFormat, 'date formatter'),
        NumberFormat: counted(Intl.NumberFormat, 'money formatter'),
      }),
    );
    const postMessage = vi.fn(() => order.push('answer'));
    vi.stubGlobal('postMessage', postMessage);
    vi.stubGlobal(
      'close',
      vi.fn(() => order.push('close')),
    );

    await import('./intl-warm-up.worker');

    expect(order).toEqual([
      'likely subtags',
      'date locales',
      'number locales',
      'money formatter',
      'date formatter',
      'answer',
      'close',
    ]);
    expect(postMessage).toHaveBeenCalledWith('warm');
  });
});
