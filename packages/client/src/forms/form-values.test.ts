import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { emptyToNull, emptyToUndefined, numberOrNull, voidSubmit } from './form-values';

describe('form values', () => {
  it('reads an empty or blank text as not given, and keeps everything else', () => {
    expect(emptyToUndefined('  ')).toBeUndefined();
    expect(emptyToUndefined('Baca')).toBe('Baca');
    expect(emptyToUndefined(3)).toBe(3);
    expect(emptyToNull('')).toBeNull();
    expect(emptyToNull(' x ')).toBe(' x ');
  });

  it('reads a number field as its number, or null when empty', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('42')).toBe(42);
    expect(numberOrNull('abc')).toBeNaN();
    expect(numberOrNull(7)).toBe(7);
  });

  it('submits without awaiting the handler', () => {
    const submit = vi.fn(() => Promise.resolve());
    const event = {} as FormEvent;
    expect(voidSubmit(submit)(event)).toBeUndefined();
    expect(submit).toHaveBeenCalledWith(event);
  });
});
