import { signedIn, signedOut } from '@fundax/client';
import { inboxSlice } from '@fundax/client/notifications/inbox-slice';
import type { Slice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';

/**
 * Every slice of every feature, so a new one cannot be forgotten here: each either holds one
 * user's data, and then starts over when they sign out or anyone signs in on the tab, or is
 * listed below as public.
 */
const modules = import.meta.glob<Record<string, unknown>>('../features/*/api/*-slice.ts', {
  eager: true,
});

/** Slices of public data: what anyone may read, the same whoever is signed in. */
const PUBLIC = new Set([
  'events',
  'fundraisers',
  'networking',
  'partners',
  'stories',
  // Public search results (searchListings answers visitors and members alike).
  'search',
  // Public angel profiles; its one private entry (an angel's dues) resets on sign-out itself.
  'angels',
  // The header search's results: searchListings answers only public listings, for anyone.
  'search',
]);

const isSlice = (value: unknown): value is Slice =>
  typeof value === 'object' &&
  value !== null &&
  'reducer' in value &&
  'getInitialState' in value &&
  'name' in value;

/**
 * Slices of the client kit that web's features inject: the inbox's (shared with the mobile
 * shell, so it lives in the kit).
 */
const KIT_SLICES: Slice[] = [inboxSlice];

const slices = [
  ...Object.values(modules).flatMap((module) => Object.values(module).filter(isSlice)),
  ...KIT_SLICES,
];

describe('the slices of web’s features', () => {
  it('are all found (the glob matches the slice files)', () => {
    expect(slices.map((slice) => slice.name)).toEqual(
      expect.arrayContaining(['portalEvents', 'portalMoney', 'supportRequests', 'events']),
    );
  });

  const userData = slices.filter((slice) => !PUBLIC.has(slice.name));

  it.each(userData.map((slice) => [slice.name, slice] as const))(
    '%s holds a user’s data, so it starts over on sign-out and on any sign-in',
    (_name, slice) => {
      // Whatever a slice holds, a reset returns its initial state, not the state it was in.
      const used = { ...(slice.getInitialState() as object), left: 'by the last user' };
      for (const action of [signedOut(), signedIn({ uid: 'someone-else', admin: false })]) {
        expect(slice.reducer(used, action)).toEqual(slice.getInitialState());
      }
    },
  );

  it('include every part of the portal among those that reset', () => {
    expect(userData.map((slice) => slice.name).sort()).toEqual([
      'inbox',
      'notificationSettings',
      'portalAccount',
      'portalEvents',
      'portalLocations',
      'portalMoney',
      'portalProposals',
      'portalResources',
      'supportRequests',
    ]);
  });
});
