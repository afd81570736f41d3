import { describe, expect, it } from 'vitest';

import { sniffContentType } from './sniff-content-type';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('sniffContentType', () => {
  it('recognises each accepted type by its first bytes', () => {
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('image/jpeg');
    expect(sniffContentType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe(
      'image/png',
    );
    expect(sniffContentType(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffContentType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffContentType(bytes(0, 0, 0, 0x20, 'ftypisom', 0, 0, 2, 0))).toBe('video/mp4');
  });

  it('refuses anything else, including look-alikes and truncated heads', () => {
    expect(sniffContentType(bytes('<!doctype html><script>'))).toBeNull();
    expect(sniffContentType(bytes('GIF89a'))).toBeNull();
    expect(sniffContentType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffContentType(bytes(0x89, 'PNG'))).toBeNull();
    expect(sniffContentType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});
