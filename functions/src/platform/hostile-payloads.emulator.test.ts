// Fuzz: random and hostile payloads to every mutation callable, as a visitor, a registered user
// and an admin. Whatever arrives, the answer is a 4xx code (never a 5xx, never success) and not
// one document changes. Each payload is built to be invalid or aimed at nothing that exists:
// random values; or a valid-looking sample with one field replaced by a value no contract
// accepts for it, or with one extra hostile key (every contract is strict).
import { type CallableContract, callables, whoami } from '@fundax/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import { createUser } from '../../../tests/support/users';
import {
  type Member,
  member,
  ok,
  seedApplication,
  seedEvent,
  seedVenue,
  snapshotDb,
} from '../test-support/fixtures';

/** Valid-looking payloads, aimed at ids that do not exist (or refused for these callers). */
const samples: Record<string, Record<string, unknown>> = {
  registerAccount: { role: 'partner', displayName: 'Miguel Baca', organization: { name: 'Baca' } },
  updateProfile: { displayName: 'Miguel Baca', bio: 'Owner.', categories: ['retail'] },
  createVenue: { name: 'Cafe', address: '400 Central Ave SW', location: [35.08, -106.65] },
  updateVenue: { id: 'no-venue', name: 'Cafe', location: [35.08, -106.65] },
  deleteVenue: { id: 'no-venue' },
  createEvent: {
    title: 'Band night',
    venueId: 'no-venue',
    eventStart: '2030-01-01T18:00:00-07:00',
    eventEnd: '2030-01-01T21:00:00-07:00',
    givebackPercent: 15,
  },
  updateEvent: { id: 'no-event', title: 'Band night', goalCents: 1000 },
  cancelEvent: { id: 'no-event', reason: 'Weather' },
  reportEventResults: { eventId: 'no-event', salesCents: 100 },
  respondToEvent: { id: 'no-event', decision: 'decline', reason: 'We are closed that night.' },
  submitAngelApplication: { answers: { why: 'Meet owners.' }, categories: ['finance'] },
  createSupportRequest: { subject: 'Payout question', message: 'When is my payout sent?' },
  resolveSupportRequest: { id: 'no-request', resolution: 'Answered by email.' },
  reviewEvent: { id: 'no-event', decision: 'reject', reason: 'Not a fundraiser.' },
  reviewVenue: { id: 'no-venue', decision: 'approve' },
  reviewApplication: { id: 'no-application', decision: 'approve' },
  reviewRevision: { id: 'event-no-event', decision: 'reject', reason: 'Keep the old date.' },
  markDisbursal: {
    eventId: 'no-event',
    party: 'partner',
    amountCents: 100,
    reference: 'ACH 1',
    idempotencyKey: 'fuzz-key-0001',
  },
  reverseDisbursal: {
    eventId: 'no-event',
    party: 'partner',
    reason: 'Paid twice by mistake.',
    idempotencyKey: 'fuzz-key-0002',
  },
  markAngelDuesPaid: { applicationId: 'no-application', reference: 'CHK 1' },
  setAdmin: { uid: 'no-user', admin: true },
  setSpecialEvent: { id: 'no-event', special: true },
  saveSuccessStory: {
    title: 'Band goes to state',
    summary: 'Three nights paid for the trip.',
    body: 'The band raised the whole trip at three partner restaurants.',
    category: 'schools',
    published: true,
  },
  saveNetworkingGroup: {
    name: 'Business Connect',
    description: 'Weekly referrals breakfast.',
    city: 'Albuquerque',
    meets: 'Tuesdays',
  },
  saveResource: { kind: 'video', title: 'Give-back night', url: 'https://x.example/v.mp4' },
  deleteResource: { id: 'no-resource' },
  markNotificationsRead: { ids: ['no-notification'] },
  setNotificationPreferences: { email: { 'payout-recorded': false } },
  setEventAlerts: { center: [35.08, -106.65], radiusKm: 10, enabled: true },
  requestUpload: { purpose: 'venue-photo', contentType: 'image/jpeg', sizeBytes: 1000 },
};

/** Callables that write nothing: their own suites test bad input. */
const READ_ONLY = new Set([
  'whoami',
  'nearbyVenues',
  'nearbyEvents',
  'searchListings',
  'searchRecords',
  'geocodeAddress',
]);

/**
 * Callables for which an empty request is a real request ("mark every unread message read"):
 * for them an empty payload is not hostile, and is left out of the fuzz (its tests cover it).
 */
const EMPTY_IS_VALID = new Set(['markNotificationsRead']);
/**
 * Whether the payload arrives as an empty request: judged on its JSON, the form it crosses the
 * wire in (`{ a: undefined }`, which fc.anything makes, arrives as `{}`).
 */
const isEmptyRequest = (payload: unknown) =>
  [undefined, 'null', '{}'].includes(JSON.stringify(payload));

const ID_FIELDS = new Set(['id', 'venueId', 'eventId', 'uid', 'applicationId', 'fundaxerId']);
const HUGE = 'x'.repeat(100_000);
/** Parsed from JSON so "__proto__" is an own key, as it is when a request body is parsed. */
const POLLUTING = JSON.parse(
  '{"__proto__": {"admin": true, "role": "admin"}, "constructor": {"prototype": {"admin": true}}}',
) as Record<string, unknown>;
const DEEP = Array.from({ length: 40 }).reduce<unknown>((inner) => ({ a: inner, ...POLLUTING }), 1);
const GARBAGE_LIST: unknown[] = [{ ...POLLUTING }, [1, [2, [3]]], { toString: 'x' }];

/** Values no contract accepts for a field whose valid sample value is `sample`. */
function hostileFor(field: string, sample: unknown): fc.Arbitrary<unknown> {
  const common = [HUGE, DEEP, GARBAGE_LIST, POLLUTING];
  if (ID_FIELDS.has(field)) {
    return fc.constantFrom('a/b', '../../users/x', '__proto__', '__x__', '.', '..', '', ...common);
  }
  if (typeof sample === 'number') return fc.constantFrom(-1.5, 'NaN', '100', true, ...common);
  if (typeof sample === 'boolean') return fc.constantFrom('true', 1, 'yes', ...common);
  if (typeof sample === 'string') return fc.constantFrom(...common, 42, false);
  return fc.constantFrom(HUGE, 'x', 42, true, GARBAGE_LIST, POLLUTING);
}

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '_status',
  '_protected',
  'admin',
  'role',
  'ownerId',
  'raisedCents',
];

/**
 * The hostile keys a contract does not declare: one it does (saveSuccessStory's optional
 * `raisedCents`) may arrive with a value it accepts, which would make the payload valid.
 */
function hostileKeyFor(contract: CallableContract): fc.Arbitrary<string> {
  // An object contract's keys (zod's `shape`); the others declare none.
  const { shape } = contract.input as { shape?: Record<string, unknown> };
  return fc.constantFrom(...HOSTILE_KEYS.filter((key) => !(shape && key in shape)));
}

function payloads(
  sample: Record<string, unknown>,
  hostileKey: fc.Arbitrary<string>,
): fc.Arbitrary<unknown> {
  const fields = Object.keys(sample);
  const replaced = fc
    .constantFrom(...fields)
    .chain((field) =>
      hostileFor(field, sample[field]).map(
        (value) => JSON.parse(JSON.stringify({ ...sample, [field]: value })) as unknown,
      ),
    );
  const extra = fc.tuple(hostileKey, fc.anything()).map(
    ([key, value]) =>
      // Built as text so a key like "__proto__" arrives as an own key, as a hostile client sends it.
      JSON.parse(
        `{${JSON.stringify(key)}: ${JSON.stringify(value) ?? 'null'}, ${JSON.stringify(sample).slice(1)}`,
      ) as unknown,
  );
  const random = fc.anything({ maxDepth: 4, withNullPrototype: true, withObjectString: true });
  return fc.oneof(replaced, extra, random, fc.string(), fc.constant(null));
}

const mutations = Object.values(callables).filter(
  (contract: CallableContract) => contract.name in samples,
);

/**
 * Callables of the caller's own account that take no input at all (`{}`): there is nothing to
 * aim a valid-looking payload at, and an empty one is their real call (deleteAccount would
 * delete). Their fuzz sends only objects with at least one key, which a strict `{}` refuses.
 */
const NO_INPUT = ['syncAccountEmail', 'exportMyData', 'deleteAccount'] as const;

describe('hostile payloads to every mutation callable', () => {
  let callers: (Member | null)[] = [];

  beforeAll(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
    // Registered callers whose role makes a well-formed create refused anyway: an angel (not a
    // partner or fundaxer) with an application already waiting for review.
    const user = await member('angel');
    const admin = await member('angel', { admin: true });
    await seedApplication(user);
    await seedApplication(admin);
    // Real documents, so a stray write anywhere would show in the snapshot.
    const partner = await createUser();
    await seedEvent(await seedVenue(partner.uid));
    callers = [null, user, admin];
  });

  it('lists a sample for every callable but the read-only and the no-input ones', () => {
    expect(Object.keys(samples).sort()).toEqual(
      Object.keys(callables)
        .filter((name) => !READ_ONLY.has(name) && !(NO_INPUT as readonly string[]).includes(name))
        .sort(),
    );
    for (const name of NO_INPUT) expect(callables[name].input.safeParse({}).success).toBe(true);
  });

  it.each(NO_INPUT.map((name) => [name, callables[name]] as const))(
    '%s refuses any key with 400 and changes nothing',
    { timeout: 60_000 },
    async (name, contract) => {
      const before = await snapshotDb();
      const withAKey = fc.oneof(
        fc.tuple(hostileKeyFor(contract), fc.anything()).map(
          ([key, value]) =>
            // Built as text so a key like "__proto__" arrives as an own key.
            JSON.parse(`{${JSON.stringify(key)}: ${JSON.stringify(value) ?? 'null'}}`) as unknown,
        ),
        // JSON values only: a key whose value is undefined would not survive the wire.
        fc.dictionary(fc.string({ minLength: 1 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 }),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(0, 1, 2), withAKey, async (who, payload) => {
          const result = await call(contract, payload, callers[who]);
          expect(result.ok, `${name} accepted ${JSON.stringify(payload)?.slice(0, 200)}`).toBe(
            false,
          );
          expect(result.status).toBeGreaterThanOrEqual(400);
          expect(result.status).toBeLessThan(500);
        }),
        { numRuns: 20 },
      );
      expect(await snapshotDb()).toEqual(before);
    },
  );

  it.each(mutations.map((contract) => [contract.name, contract] as const))(
    '%s answers 4xx and changes nothing',
    { timeout: 60_000 },
    async (name, contract) => {
      const before = await snapshotDb();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(0, 1, 2),
          payloads(samples[name] ?? {}, hostileKeyFor(contract)),
          async (who, payload) => {
            fc.pre(!(EMPTY_IS_VALID.has(name) && isEmptyRequest(payload)));
            const result = await call(contract, payload, callers[who]);
            expect(result.ok, `${name} accepted ${JSON.stringify(payload)?.slice(0, 200)}`).toBe(
              false,
            );
            expect(result.status).toBeGreaterThanOrEqual(400);
            expect(result.status).toBeLessThan(500);
          },
        ),
        { numRuns: 30 },
      );
      expect(await snapshotDb()).toEqual(before);
    },
  );

  it('refuses a "__proto__" key even on an otherwise valid payload (the SDK would drop it)', async () => {
    const admin = callers[2] ?? null;
    const before = await snapshotDb();
    for (const raw of [
      '{"__proto__": null, "kind": "video", "title": "Give-back night", "url": "https://x.example/v"}',
      '{"__proto__": {"published": true}, "title": "Band goes to state", "summary": "Three nights paid for the trip.", "body": "The band raised the whole trip at three partner restaurants.", "category": "schools"}',
    ]) {
      const contract = raw.includes('"kind"') ? callables.saveResource : callables.saveSuccessStory;
      const result = await call(contract, JSON.parse(raw), admin);
      expect(result).toMatchObject({ ok: false, status: 400, code: 'invalid-argument' });
    }
    expect(await snapshotDb()).toEqual(before);
  });

  it('left no polluted prototype behind: a visitor is still nobody', async () => {
    expect(ok(await call(whoami, {}))).toEqual({
      uid: null,
      admin: false,
      hasAccount: false,
      role: null,
    });
  });
});
