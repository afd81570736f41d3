import { Firestore, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

import { toJsonValue } from './json-value';

describe('toJsonValue', () => {
  it('turns stored Firestore values into plain JSON, however deep', () => {
    const at = new Date('2026-11-01T12:00:00Z');
    const stored = {
      createdAt: Timestamp.fromDate(at),
      when: at,
      spot: new GeoPoint(35.08, -106.65),
      nested: { list: [Timestamp.fromDate(at), 'x', 3, null, true] },
      bytes: new Uint8Array([1, 2, 3]),
      // A reference only names a path: building one opens no connection.
      ref: new Firestore({ projectId: 'demo-fundax' }).doc('users/u1'),
    };
    expect(toJsonValue(stored)).toEqual({
      createdAt: '2026-11-01T12:00:00.000Z',
      when: '2026-11-01T12:00:00.000Z',
      spot: { latitude: 35.08, longitude: -106.65 },
      nested: { list: ['2026-11-01T12:00:00.000Z', 'x', 3, null, true] },
      bytes: 'AQID',
      ref: 'users/u1',
    });
    expect(JSON.parse(JSON.stringify(toJsonValue(stored)))).toEqual(toJsonValue(stored));
  });
});
