// Rate limits through the Functions emulator: per account (Firestore, in the change's own
// transaction) and per client address (in memory, per instance). Every refusal is a 429
// `resource-exhausted` with the wait in its details and message, and writes nothing.
import {
  type CallableContract,
  PUBLIC_SEARCH_LIMIT,
  RATE_LIMITS,
  createEvent,
  createSupportRequest,
  createVenue,
  exportMyData,
  nearbyEvents,
  nearbyVenues,
  reportEventResults,
  requestUpload,
  submitAngelApplication,
} from '@fundax/core';
import { randomInt } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import { type CallResult, call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  ABQ,
  type Member,
  expectFailure,
  expectRefused,
  inHours,
  member,
  ok,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

const request = { subject: 'Payout question', message: 'When is the payout for my event sent?' };

/** A client address of the documentation range, different in every run and test. */
const someAddress = () => `198.51.100.${randomInt(1, 255)}, 203.0.113.${randomInt(1, 255)}`;

function expectRateLimited(result: CallResult<CallableContract>, scope: 'account' | 'address') {
  expectFailure(result, 'resource-exhausted');
  if (result.ok) return;
  expect(result.details).toMatchObject({ reason: 'rate-limit', scope });
  const { retryAfterSeconds } = result.details as { retryAfterSeconds: number };
  expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect(result.message).toMatch(/^Too many .+ in a short time\. Try again in /);
}

describe('per-account rate limits', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('cuts a loop of 60 support requests in a minute off well before the 60th', async () => {
    const user = await member(null);
    const started = Date.now();
    const results = [];
    for (let i = 0; i < 60; i++) results.push(await call(createSupportRequest, request, user));
    expect(Date.now() - started).toBeLessThan(60_000);
    const accepted = results.filter((result) => result.ok).length;
    // The burst of 10, and at most one more refilled within the minute.
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(accepted).toBeLessThanOrEqual(11);
    for (const result of results.slice(accepted)) expectRateLimited(result, 'account');
    const refused = results[results.length - 1]!;
    if (!refused.ok) {
      expect(refused.message).toMatch(/^Too many support requests from your account/);
      // About six minutes until the next token (10 an hour).
      expect((refused.details as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(
        4 * 60,
      );
    }
    const stored = await adminDb()
      .collection('supportRequests')
      .where('requesterId', '==', user.uid)
      .get();
    expect(stored.size).toBe(accepted);
    // Refused, nothing is written: not the request, not the counter.
    await expectRefused(() => call(createSupportRequest, request, user), 'resource-exhausted');
    // Another account is not affected.
    ok(await call(createSupportRequest, request, await member(null)));
  });

  /** Each limited write, with a caller and a payload it accepts. */
  const limited: {
    name: string;
    contract: CallableContract;
    setup: () => Promise<{ caller: Member; payload: unknown }>;
  }[] = [
    {
      name: 'createVenue',
      contract: createVenue,
      setup: async () => ({
        caller: await member('partner'),
        payload: { name: 'Barelas Coffee', address: '1502 4th St SW', location: ABQ },
      }),
    },
    {
      name: 'createEvent',
      contract: createEvent,
      setup: async () => {
        const caller = await member('partner');
        const venueId = await seedVenue(caller.uid);
        return {
          caller,
          payload: {
            title: 'Taco night',
            venueId,
            eventStart: inHours(48).toISOString(),
            eventEnd: inHours(51).toISOString(),
          },
        };
      },
    },
    {
      name: 'submitAngelApplication',
      contract: submitAngelApplication,
      setup: async () => ({
        caller: await member('angel'),
        payload: { answers: { why: 'To meet owners.' }, categories: ['finance'] },
      }),
    },
    {
      name: 'reportEventResults',
      contract: reportEventResults,
      setup: async () => {
        const caller = await member('partner');
        const start = inHours(-5);
        const eventId = await seedEvent(await seedVenue(caller.uid), {
          start,
          end: inHours(-2),
        });
        return { caller, payload: { eventId, salesCents: 82_300 } };
      },
    },
    {
      name: 'createSupportRequest',
      contract: createSupportRequest,
      setup: async () => ({ caller: await member(null), payload: request }),
    },
    {
      name: 'requestUpload',
      contract: requestUpload,
      setup: async () => ({
        caller: await member('partner'),
        payload: { purpose: 'venue-photo', contentType: 'image/jpeg', sizeBytes: 48_000 },
      }),
    },
    {
      name: 'exportMyData',
      contract: exportMyData,
      setup: async () => ({ caller: await member('partner'), payload: {} }),
    },
  ];

  it('limits exactly the per-account callables of RATE_LIMITS', () => {
    const perAccount = Object.entries(RATE_LIMITS)
      .filter(([, limit]) => limit.scope === 'account')
      .map(([name]) => name);
    expect(limited.map((entry) => entry.name).sort()).toEqual(perAccount.sort());
  });

  it.each(limited.map((entry) => [entry.name, entry] as const))(
    '%s takes a token in its own transaction and refuses with 429 when none is left',
    async (name, { contract, setup }) => {
      const { caller, payload } = await setup();
      const limit = RATE_LIMITS[name as keyof typeof RATE_LIMITS]!;
      const counter = adminDb().collection('rateLimits').doc(caller.uid);
      // One token left: the call goes through and takes it.
      await counter.set({ [limit.bucket]: { tokens: 1, at: Date.now() } });
      ok(await call(contract, payload, caller));
      const after = (await counter.get()).get(limit.bucket) as { tokens: number };
      expect(after.tokens).toBeLessThan(1);
      // None left: refused, with the wait until the next one, and nothing written.
      await expectRefused(() => call(contract, payload, caller), 'resource-exhausted');
      const refused = await call(contract, payload, caller);
      expectRateLimited(refused, 'account');
      if (!refused.ok) {
        const wait = (refused.details as { retryAfterSeconds: number }).retryAfterSeconds;
        expect(wait).toBeLessThanOrEqual(Math.ceil(3600 / limit.refillPerHour));
      }
    },
  );

  it('charges nothing for a call refused for another reason', async () => {
    const angel = await member('angel');
    // An angel cannot add venues: refused with 403, and no counter is written.
    await expectRefused(
      () =>
        call(
          createVenue,
          { name: 'Barelas Coffee', address: '1502 4th St SW', location: ABQ },
          angel,
        ),
      'permission-denied',
    );
    expect((await adminDb().collection('rateLimits').doc(angel.uid).get()).exists).toBe(false);
  });
});

describe('per-address rate limits on public searches', () => {
  const search = { center: ABQ, radiusKm: 5, limit: 10 };

  it('answers a burst of 300 searches in 10 s from one address with 429 for the excess', async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    const address = someAddress();
    const started = Date.now();
    const results: CallResult<typeof nearbyVenues>[] = [];
    for (let i = 0; i < 300; i++) {
      results.push(await call(nearbyVenues, search, null, { 'x-forwarded-for': address }));
    }
    const seconds = (Date.now() - started) / 1000;
    const accepted = results.filter((result) => result.ok).length;
    // The first burst always goes through; after it, no more than the refill (5 a second)
    // over however long the burst took on this machine.
    expect(results.slice(0, PUBLIC_SEARCH_LIMIT.burst).every((result) => result.ok)).toBe(true);
    const refillPerSecond = PUBLIC_SEARCH_LIMIT.refillPerHour / 3600;
    expect(accepted).toBeLessThanOrEqual(
      PUBLIC_SEARCH_LIMIT.burst + Math.ceil(refillPerSecond * seconds) + 1,
    );
    if (seconds <= 10) expect(300 - accepted).toBeGreaterThanOrEqual(180);
    for (const result of results.filter((r) => !r.ok)) expectRateLimited(result, 'address');
    const refused = results[results.length - 1]!;
    if (!refused.ok) {
      expect(refused.message).toMatch(/^Too many searches from your connection/);
    }

    // The limit follows the address the platform appended, not what the client wrote first:
    // rewriting the first entry gets no more than the refill.
    const last = address.split(',').pop()!.trim();
    // On a slow machine the burst above may run below the refill rate and end with tokens
    // saved up: spend them first, so that the bucket is empty when the spoofing starts.
    for (let drained = 0; drained < 1000; drained++) {
      if (!(await call(nearbyVenues, search, null, { 'x-forwarded-for': address })).ok) break;
    }
    const spoofStarted = Date.now();
    const spoofed = [];
    for (let i = 0; i < 20; i++) {
      spoofed.push(
        await call(nearbyVenues, search, null, { 'x-forwarded-for': `10.0.${i}.1, ${last}` }),
      );
    }
    const spoofSeconds = (Date.now() - spoofStarted) / 1000;
    expect(spoofed.filter((result) => result.ok).length).toBeLessThanOrEqual(
      Math.ceil(refillPerSecond * spoofSeconds) + 1,
    );
    for (const result of spoofed.filter((r) => !r.ok)) expectRateLimited(result, 'address');
    // Another address is served meanwhile.
    ok(await call(nearbyVenues, search, null, { 'x-forwarded-for': someAddress() }));
    // Over 300 calls one after another: about a minute on a busy two-core machine.
  }, 180_000);

  it('limits nearbyEvents the same way, on its own instances', async () => {
    const address = someAddress();
    const started = Date.now();
    let accepted = 0;
    let refused: CallResult<typeof nearbyEvents> | null = null;
    while (refused === null && accepted < 1000) {
      const result = await call(nearbyEvents, search, null, { 'x-forwarded-for': address });
      if (result.ok) accepted++;
      else refused = result;
    }
    const seconds = (Date.now() - started) / 1000;
    expect(accepted).toBeGreaterThanOrEqual(PUBLIC_SEARCH_LIMIT.burst);
    expect(accepted).toBeLessThanOrEqual(
      PUBLIC_SEARCH_LIMIT.burst +
        Math.ceil((PUBLIC_SEARCH_LIMIT.refillPerHour / 3600) * seconds) +
        1,
    );
    expectRateLimited(refused!, 'address');
  });
});
