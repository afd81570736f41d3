import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatFileSize } from './file-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;
const PB = TB * 1024;

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1025, '1 KB'],
    [1536, '1.5 KB'],
    [1280, '1.3 KB'], // 1.25 rounds half up
    [1075, '1 KB'], // 1.0498 rounds down; the trailing .0 is dropped
    [1076, '1.1 KB'],
    [10 * KB, '10 KB'],
    [MB - 1, '1 MB'], // 1023.999 KB rounds to 1024 KB, which is 1 MB
    [MB - 52, '1023.9 KB'],
    [MB, '1 MB'],
    [Math.round(2.34 * MB), '2.3 MB'],
    [GB, '1 GB'],
    [5.5 * TB, '5.5 TB'],
    [PB - 1, '1 PB'],
    [PB, '1 PB'],
    [1023 * PB, '1023 PB'],
    [1024 * PB, '1024 PB'], // PB is the largest unit
    [2048 * PB, '2048 PB'],
  ])('shows %i bytes as %j', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it.each([-1, -1024, Number.NaN, Infinity, -Infinity, 1.5])('rejects %s', (bytes) => {
    expect(() => formatFileSize(bytes)).toThrow(RangeError);
  });

  it('never shows 1024 or more of a unit below PB, nor less than 1 above B', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const [figure = '', unit] = formatFileSize(bytes).split(' ');
        const value = Number(figure);
        if (unit !== 'PB') expect(value).toBeLessThan(1024);
        if (unit !== 'B') expect(value).toBeGreaterThanOrEqual(1);
        expect(figure).toMatch(/^\d+(\.\d)?$/);
      }),
    );
  });
});
