// searchListings and searchRecords through the Functions emulator, with the catalogue kept by
// the Firestore triggers: what a visitor and an admin find, how soon a change shows, and bad input.
// A change reaches search asynchronously (the trigger, then the next freshness check), so the
// tests wait for it with `eventually` instead of a fixed sleep.
import {
  SEARCH_CATALOGUE_COLLECTION,
  cancelEvent,
  catalogueKey,
  catalogueShardId,
  catalogueShardOf,
  reviewEvent,
  reviewVenue,
  searchListings,
  searchRecords,
  updateProfile,
  updateVenue,
} from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  type Member,
  administrator,
  expectFailure,
  inHours,
  member,
  ok,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

/** Retries an assertion until it holds (the catalogue follows writes within a few seconds). */
async function eventually(check: () => Promise<void>, timeoutMs = 40_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

const found = async (query: string, user?: Member | null, kinds?: string[]) =>
  ok(await call(searchListings, { query, ...(kinds ? { kinds } : {}) }, user)).items;
const foundIds = async (query: string, user?: Member | null) =>
  (await found(query, user)).map((item) => item.id);
const records = async (query: string, admin: Member) =>
  ok(await call(searchRecords, { query }, admin)).items;

describe(
  'searchListings and searchRecords (through the Functions emulator)',
  { timeout: 180_000 },
  () => {
    let partner: Member;
    let admin: Member;

    beforeEach(async () => {
      await Promise.all([clearFirestore(), clearAuth()]);
      [partner, admin] = await Promise.all([member('partner'), administrator()]);
    });

    it('finds a public event with a typo, by a word prefix, and a venue without its accent', async () => {
      const venueId = await seedVenue(partner.uid, { name: 'Peña Blanca Taproom' });
      const eventId = await seedEvent(venueId, { title: 'Garden Hops Night' });
      await eventually(async () => {
        const items = await found('gardn hops');
        expect(items[0]).toMatchObject({
          kind: 'event',
          id: eventId,
          title: 'Garden Hops Night',
          subtitle: 'Peña Blanca Taproom',
        });
      });
      expect(await foundIds('hop')).toContain(eventId);
      const venues = await found('Pena', null, ['venue']);
      expect(venues).toEqual([
        expect.objectContaining({ kind: 'venue', id: venueId, partnerId: partner.uid }),
      ]);
      const stored = await adminDb()
        .collection(SEARCH_CATALOGUE_COLLECTION)
        .doc(catalogueShardId(catalogueShardOf('venues', venueId, venueId)))
        .get();
      // Listings only: a profile (the partner's own) may hash to the same shard.
      const listingKeys = Object.keys(stored.get('entries') as object).filter(
        (key) => !key.startsWith(catalogueKey('profiles', '')),
      );
      expect(listingKeys.sort()).toEqual(
        [catalogueKey('events', eventId), catalogueKey('venues', venueId)].sort(),
      );
    });

    it('ranks an upcoming event before a past one of the same name', async () => {
      const venueId = await seedVenue(partner.uid, { name: 'Sunport Grill' });
      const past = await seedEvent(venueId, {
        title: 'Sopaipilla Supper',
        start: inHours(-72),
        end: inHours(-69),
      });
      const upcoming = await seedEvent(venueId, { title: 'Sopaipilla Supper' });
      await eventually(async () => {
        const items = (await found('sopaipilla supper')).filter((item) => item.kind === 'event');
        expect(items.map((item) => item.id)).toEqual([upcoming, past]);
      });
    });

    it('shows a venue once approved, drops it once rejected, and follows a rename', async () => {
      const venueId = await seedVenue(partner.uid, { name: 'Xeriscape Coffee', approved: null });
      await eventually(async () => {
        expect((await records('xeriscape', admin)).map((item) => [item.id, item.state])).toEqual([
          [venueId, 'pending'],
        ]);
      });
      expect(await foundIds('xeriscape')).toEqual([]);
      ok(await call(reviewVenue, { id: venueId, decision: 'approve' }, admin));
      await eventually(async () => expect(await foundIds('xeriscape')).toEqual([venueId]));
      // An admin's rename applies at once (an owner's waits for review as a revision).
      ok(await call(updateVenue, { id: venueId, name: 'Yucca Roasters' }, admin));
      await eventually(async () => {
        expect(await foundIds('yucca')).toEqual([venueId]);
        expect(await foundIds('xeriscape')).toEqual([]);
      });
      ok(await call(reviewVenue, { id: venueId, decision: 'reject', reason: 'Closed.' }, admin));
      await eventually(async () => expect(await foundIds('yucca')).toEqual([]));
      expect((await records('yucca', admin))[0]).toMatchObject({ id: venueId, state: 'rejected' });
    });

    it('shows an event once approved and drops it once cancelled; its venue’s rename follows', async () => {
      const venueId = await seedVenue(partner.uid, { name: 'Zia Diner' });
      const eventId = await seedEvent(venueId, { title: 'Quesadilla Quiz', approved: null });
      await eventually(async () =>
        expect((await records('quesadilla', admin))[0]?.id).toBe(eventId),
      );
      expect(await foundIds('quesadilla')).toEqual([]);
      ok(await call(reviewEvent, { id: eventId, decision: 'approve' }, admin));
      await eventually(async () => expect(await foundIds('quesadilla')).toEqual([eventId]));
      ok(await call(updateVenue, { id: venueId, name: 'Zia Diner Uptown' }, admin));
      await eventually(async () =>
        expect((await found('quesadilla'))[0]?.subtitle).toBe('Zia Diner Uptown'),
      );
      ok(await call(cancelEvent, { id: eventId, reason: 'Weather.' }, partner));
      await eventually(async () => expect(await foundIds('quesadilla')).toEqual([]));
    });

    it('finds a fundraiser by title and fundaxer name, and follows a new title', async () => {
      const fundaxer = await member('fundaxer', { displayName: 'Dana Yazzie' });
      await eventually(async () =>
        expect(await found('band trip yazzie', null, ['fundraiser'])).toEqual([
          expect.objectContaining({
            kind: 'fundraiser',
            id: fundaxer.uid,
            subtitle: 'Dana Yazzie',
          }),
        ]),
      );
      ok(
        await call(
          updateProfile,
          {
            fundraiser: {
              title: 'Robotics regionals',
              story: 'Our robotics team travels to the regional finals.',
              category: 'schools',
              goalCents: 300_000,
            },
          },
          fundaxer,
        ),
      );
      await eventually(async () => expect(await foundIds('robotics')).toEqual([fundaxer.uid]));
    });

    it('never shows a visitor a pending, rejected, disabled or cancelled item, which admins find', async () => {
      const venues = await Promise.all([
        seedVenue(partner.uid, { name: 'Kiva Hidden Pending', approved: null }),
        seedVenue(partner.uid, { name: 'Kiva Hidden Rejected', approved: false }),
        seedVenue(partner.uid, { name: 'Kiva Hidden Disabled', disabled: true }),
      ]);
      const shown = await seedVenue(partner.uid, { name: 'Kiva Shown' });
      const cancelled = await seedEvent(shown, { title: 'Kiva Hidden Cancelled', cancelled: true });
      await eventually(async () => {
        const ids = (await records('kiva hidden', admin)).map((item) => item.id);
        // Items matching every word come first: the four hidden ones, then "Kiva Shown".
        expect(ids.slice(0, 4).sort()).toEqual([...venues, cancelled].sort());
      });
      // The public engine is another function's: wait until it holds the shown venue too.
      await eventually(async () => expect(await foundIds('kiva')).toEqual([shown]));
      for (const user of [null, partner, await member('fundaxer')]) {
        expect(await foundIds('kiva', user)).toEqual([shown]);
        expect(await foundIds('hidden', user)).toEqual([]);
      }
      expect((await records(venues[0] ?? '', admin))[0]).toMatchObject({ id: venues[0], score: 1 });
    });

    it('refuses bad input with invalid-argument, and searchRecords to anyone but admins', async () => {
      for (const payload of [
        { query: 42 },
        { query: '' },
        { query: 'x'.repeat(101) },
        { query: 'tacos', kinds: ['profile'] },
        { query: 'tacos', kinds: 'event' },
        { query: 'tacos', includeHidden: true },
        { query: 'tacos', limit: 500 },
        null,
      ]) {
        expectFailure(await call(searchListings, payload), 'invalid-argument');
      }
      expectFailure(await call(searchRecords, { query: 'tacos' }), 'unauthenticated');
      expectFailure(await call(searchRecords, { query: 'tacos' }, partner), 'permission-denied');
      expectFailure(
        await call(searchRecords, { query: 'tacos', kinds: ['fundraiser'] }, admin),
        'invalid-argument',
      );
      expect(ok(await call(searchListings, { query: '?!' })).items).toEqual([]);
    });
  },
);
