import { describe, expect, it } from 'vitest';

import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

const SECRET = 'test-secret';

describe('unsubscribe tokens', () => {
  it('carry the person and the kind, or all', () => {
    const token = signUnsubscribeToken({ uid: 'u1', scope: 'payout-recorded' }, SECRET);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ uid: 'u1', scope: 'payout-recorded' });
    const all = signUnsubscribeToken({ uid: 'u1', scope: 'all' }, SECRET);
    expect(verifyUnsubscribeToken(all, SECRET)).toEqual({ uid: 'u1', scope: 'all' });
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('refuse a token signed with another key, altered, cut or made up', () => {
    const token = signUnsubscribeToken({ uid: 'u1', scope: 'event-alert' }, SECRET);
    expect(verifyUnsubscribeToken(token, 'other-secret')).toBeNull();
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ v: 1, u: 'victim', s: 'all' })).toString(
      'base64url',
    );
    expect(verifyUnsubscribeToken(`${forged}.${signature}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${payload}.${signature.slice(0, -2)}`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(payload, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(`${token}.x`, SECRET)).toBeNull();
    expect(verifyUnsubscribeToken('', SECRET)).toBeNull();
    expect(verifyUnsubscribeToken('%%%.%%%', SECRET)).toBeNull();
  });

  it('refuse a properly signed token that names no person or an unknown kind', () => {
    const signed = (uid: string, scope: string) =>
      signUnsubscribeToken({ uid, scope: scope as 'all' }, SECRET);
    expect(verifyUnsubscribeToken(signed('u1', 'newsletter'), SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(signed('a/b', 'all'), SECRET)).toBeNull();
    expect(verifyUnsubscribeToken(signed('', 'all'), SECRET)).toBeNull();
  });
});
