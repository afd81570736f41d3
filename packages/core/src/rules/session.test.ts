import { describe, expect, it } from 'vitest';

import {
  type SessionState,
  initialSession,
  positionChanged,
  sessionCleared,
  sessionLoaded,
} from './session';

const rosa = { uid: 'uid-rosa', role: 'partner' as const, displayName: 'Rosa Chavez', admin: true };

describe('initialSession', () => {
  it('starts not logged in, with an empty role and no position (docs/product.md §4.7)', () => {
    expect(initialSession).toEqual({
      loggedIn: false,
      uid: null,
      role: '',
      displayName: null,
      admin: false,
      position: null,
    });
  });
});

describe('sessionLoaded', () => {
  it('logs in with the account role, name and admin claim', () => {
    expect(sessionLoaded(initialSession, rosa)).toEqual({
      loggedIn: true,
      uid: 'uid-rosa',
      role: 'partner',
      displayName: 'Rosa Chavez',
      admin: true,
      position: null,
    });
  });

  it('keeps a position shared before signing in', () => {
    const located = positionChanged(initialSession, [35.0844, -106.6504]);
    expect(sessionLoaded(located, rosa).position).toEqual([35.0844, -106.6504]);
  });

  it('replaces a previous account entirely (no admin flag carried over)', () => {
    const admin = sessionLoaded(initialSession, rosa);
    const dana = sessionLoaded(admin, {
      uid: 'uid-dana',
      role: 'fundaxer',
      displayName: null,
      admin: false,
    });
    expect(dana).toMatchObject({
      uid: 'uid-dana',
      role: 'fundaxer',
      displayName: null,
      admin: false,
    });
  });

  it('does not change the state it was given', () => {
    const before: SessionState = { ...initialSession };
    sessionLoaded(before, rosa);
    expect(before).toEqual(initialSession);
  });

  it('refuses a payload no real account produces', () => {
    expect(() => sessionLoaded(initialSession, { ...rosa, uid: '' })).toThrow(TypeError);
    expect(() =>
      sessionLoaded(initialSession, { ...rosa, role: 'admin' as unknown as 'partner' }),
    ).toThrow('Choose partner, fundaxer or angel.');
  });
});

describe('positionChanged', () => {
  it('stores a valid [latitude, longitude]', () => {
    expect(positionChanged(initialSession, [90, -180]).position).toEqual([90, -180]);
    const loggedIn = sessionLoaded(initialSession, rosa);
    expect(positionChanged(loggedIn, [35.2328, -106.663])).toEqual({
      ...loggedIn,
      position: [35.2328, -106.663],
    });
  });

  it('copies the position rather than keeping the caller’s array', () => {
    const position: [number, number] = [35, -106];
    const next = positionChanged(initialSession, position);
    position[0] = 0;
    expect(next.position).toEqual([35, -106]);
  });

  it.each([[[90.0001, 0]], [[0, 180.5]], [[Number.NaN, 0]], [[35]]])('refuses %j', (position) => {
    expect(() => positionChanged(initialSession, position as [number, number])).toThrow();
  });
});

describe('sessionCleared', () => {
  it('goes back to the initial state and drops the position', () => {
    const located = positionChanged(sessionLoaded(initialSession, rosa), [35, -106]);
    expect(located.position).not.toBeNull();
    expect(sessionCleared()).toEqual(initialSession);
    expect(sessionCleared().position).toBeNull();
  });

  it('hands out a state nobody can change by accident', () => {
    expect(Object.isFrozen(sessionCleared())).toBe(true);
  });
});
