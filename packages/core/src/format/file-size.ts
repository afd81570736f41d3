import { FILE_SIZE_FACTOR, FILE_SIZE_UNITS } from '../constants';

/**
 * A byte count for people: "0 B", "1023 B", "1 KB", "1.5 KB", "2.3 MB", "1 PB".
 *
 * Rounding: bytes are shown whole; every larger unit is rounded half-up to one decimal, and a
 * trailing ".0" is dropped. The unit is the largest one the value reaches before rounding, and
 * a value that rounds up to 1024 moves to the next unit (1 048 575 B is "1 MB", not
 * "1024 KB"). PB is the largest unit: beyond it the PB figure keeps growing ("2048 PB"). The
 * decimal point is always "." so the text is the same on server and client.
 *
 * Throws a RangeError for anything but a whole, finite, non-negative number of bytes.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 0) {
    throw new RangeError('A file size is a whole, non-negative number of bytes.');
  }
  const last = FILE_SIZE_UNITS.length - 1;
  let unit = 0;
  let value = bytes;
  while (unit < last && value >= FILE_SIZE_FACTOR) {
    value /= FILE_SIZE_FACTOR;
    unit++;
  }
  if (unit === 0) return `${bytes} B`;
  let rounded = Math.round(value * 10) / 10;
  if (rounded >= FILE_SIZE_FACTOR && unit < last) {
    rounded = 1;
    unit++;
  }
  return `${String(rounded)} ${FILE_SIZE_UNITS[unit]}`;
}
