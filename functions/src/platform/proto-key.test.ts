import { describe, expect, it } from 'vitest';

import { hasProtoKey } from './proto-key';

describe('hasProtoKey', () => {
  it('finds a "__proto__" key at any depth, as JSON.parse leaves it', () => {
    expect(hasProtoKey(JSON.parse('{"__proto__": null, "id": "x"}'))).toBe(true);
    expect(hasProtoKey(JSON.parse('{"a": [{"b": {"__proto__": {"admin": true}}}]}'))).toBe(true);
  });

  it('accepts ordinary payloads, including keys that merely look dangerous', () => {
    expect(hasProtoKey({ id: 'x', answers: { constructor: 'fine', prototype: 'fine' } })).toBe(
      false,
    );
    expect(hasProtoKey([1, 'two', null, { three: [4] }])).toBe(false);
    expect(hasProtoKey(null)).toBe(false);
    expect(hasProtoKey('__proto__')).toBe(false);
  });

  it('walks very deep payloads without recursion', () => {
    let deep: unknown = { __leaf: true };
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(hasProtoKey(deep)).toBe(false);
  });
});
