import { noteChange } from '@fundax/client';
import { beforeEach, describe, expect, it } from 'vitest';

import { servedCopyStands, servedEntry } from './served-copy';

beforeEach(() => localStorage.clear());

describe('servedCopyStands', () => {
  const readAt = (ageMs: number) => new Date(Date.now() - ageMs).toISOString();

  it('takes a fresh copy the entry still holds as the read', () => {
    const at = readAt(1_000);
    expect(servedCopyStands(servedEntry([], at), at)).toBe(true);
  });

  it('reads again an aged copy, one a read replaced, or none', () => {
    const aged = readAt(61_000);
    expect(servedCopyStands(servedEntry([], aged), aged)).toBe(false);
    const at = readAt(1_000);
    expect(servedCopyStands(servedEntry([], readAt(0)), at)).toBe(false);
    expect(servedCopyStands(undefined, at)).toBe(false);
    expect(servedCopyStands(servedEntry([], at), undefined)).toBe(false);
  });

  it('reads again a copy read before this browser’s last change', () => {
    const at = readAt(5_000);
    noteChange(Date.now() - 1_000);
    expect(servedCopyStands(servedEntry([], at), at)).toBe(false);
    const after = readAt(500);
    expect(servedCopyStands(servedEntry([], after), after)).toBe(true);
  });
});
