import { createHmac, timingSafeEqual } from 'node:crypto';

import { type NotificationKind, isNotificationKind } from '@fundax/core';

/** What an unsubscribe link may turn off: one kind of email, or all of it. */
export type UnsubscribeScope = NotificationKind | 'all';

export interface UnsubscribeClaim {
  uid: string;
  scope: UnsubscribeScope;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest();

/**
 * A token for an unsubscribe link: the person and what to turn off, signed with HMAC-SHA256 so
 * that nobody can make one for someone else. It needs no sign-in and does not expire (a link in
 * an old email must still work); rotating the secret voids every link.
 */
export function signUnsubscribeToken(claim: UnsubscribeClaim, secret: string): string {
  const payload = base64url(JSON.stringify({ v: 1, u: claim.uid, s: claim.scope }));
  return `${payload}.${base64url(sign(payload, secret))}`;
}

/** The claim of a token this project signed, or null for anything else (forged, cut, altered). */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      v?: unknown;
      u?: unknown;
      s?: unknown;
    };
    if (body.v !== 1 || typeof body.u !== 'string' || body.u === '' || body.u.includes('/')) {
      return null;
    }
    if (typeof body.s !== 'string' || (body.s !== 'all' && !isNotificationKind(body.s))) {
      return null;
    }
    return { uid: body.u, scope: body.s };
  } catch {
    return null;
  }
}
