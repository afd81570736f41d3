// Emulator test fixtures: real Auth-emulator users and schema-valid documents, built with the same
// pure builders the handlers use, so a fixture is exactly what a callable would have written.
import {
  AGREED_CONSENT,
  type CallableContract,
  type CallableErrorCode,
  type CallableOutput,
  type DocumentOf,
  type EventConsent,
  type Role,
  SEARCH_CATALOGUE_COLLECTION,
  httpStatusOf,
  parseDocument,
  raisedFromSales,
} from '@fundax/core';
import type { CollectionReference } from 'firebase-admin/firestore';
import { expect } from 'vitest';

import { adminDb } from '../../../tests/support/admin';
import type { CallResult } from '../../../tests/support/call';
import { type TestUser, createUser } from '../../../tests/support/users';
import { newAccount } from '../account/new-account';
import { newApplication } from '../angels/new-application';
import { newEvent } from '../events/new-event';
import { newVenue } from '../venues/new-venue';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
export const ABQ: [number, number] = [35.0844, -106.6504];

export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

export interface Member extends TestUser {
  role: Role | null;
}

/**
 * A signed-in user with an account of the given role (null: signed in, not registered), whose
 * email is verified unless told otherwise (`emailVerified: false`: a fresh password sign-up).
 */
export async function member(
  role: Role | null,
  options: {
    admin?: boolean;
    displayName?: string;
    fundraiser?: boolean;
    emailVerified?: boolean;
  } = {},
): Promise<Member> {
  const emailVerified = options.emailVerified ?? true;
  const user = await createUser({
    ...(options.admin ? { claims: { admin: true } } : {}),
    emailVerified,
  });
  if (role) {
    const { user: account, profile } = newAccount(
      {
        role,
        displayName: options.displayName ?? `Test ${role}`,
        organization: role === 'partner' ? { name: 'Test Business LLC' } : undefined,
        fundraiser:
          role === 'fundaxer' && options.fundraiser !== false
            ? {
                title: 'Band trip',
                story: 'Our high school band travels to the state finals.',
                category: 'schools',
                goalCents: 500_000,
              }
            : undefined,
      },
      { email: user.email, emailVerified },
      new Date(),
    );
    await adminDb().doc(`users/${user.uid}`).set(account);
    await adminDb().doc(`profiles/${user.uid}`).set(profile);
  }
  return { ...user, role };
}

/** An admin (the custom claim) with no account document, as the bootstrap script makes one. */
export const administrator = () => member(null, { admin: true });

type Status = { approved?: boolean | null; disabled?: boolean; cancelled?: boolean };

/** A venue owned by ownerId, approved and enabled unless told otherwise. */
export async function seedVenue(
  ownerId: string,
  options: Status & { location?: [number, number]; name?: string } = {},
): Promise<string> {
  const ref = adminDb().collection('venues').doc();
  const venue = newVenue(
    {
      name: options.name ?? 'Green Chile Cafe',
      address: '400 Central Ave SW, Albuquerque, NM 87102',
      location: options.location ?? ABQ,
      category: 'cafe',
    },
    ownerId,
    new Date(),
  );
  venue._status.approved = options.approved === undefined ? true : options.approved;
  venue._status.disabled = options.disabled ?? false;
  await ref.set(venue);
  return ref.id;
}

/**
 * An event at a venue, approved and upcoming unless told otherwise. An approved event has both
 * sides' agreement (as it must have had to be approved); a pending one asks the other side as
 * createEvent would, unless `consent` says otherwise. `salesCents` reports its results.
 */
export async function seedEvent(
  venueId: string,
  options: Status & {
    organizerId?: string;
    fundaxer?: { id: string; name: string } | null;
    title?: string;
    start?: Date;
    end?: Date;
    raisedCents?: number;
    salesCents?: number;
    percent?: number;
    partnerSharePercent?: number;
    consent?: Partial<EventConsent>;
  } = {},
): Promise<string> {
  const venue = await read('venues', venueId);
  const start = options.start ?? inHours(48);
  const end = options.end ?? new Date(start.getTime() + 3 * HOUR);
  const event = newEvent(
    {
      title: options.title ?? 'Band night',
      venueId,
      eventStart: start.toISOString(),
      eventEnd: end.toISOString(),
      givebackPercent: options.percent ?? 15,
      category: 'schools',
      ...(options.partnerSharePercent === undefined
        ? {}
        : { partnerSharePercent: options.partnerSharePercent }),
    },
    {
      organizerId: options.organizerId ?? venue.ownerId,
      venue,
      fundaxer: options.fundaxer ?? null,
    },
    new Date(),
  );
  event._status.approved = options.approved === undefined ? true : options.approved;
  event._status.cancelled = options.cancelled ?? false;
  event._status.disabled = options.disabled ?? false;
  event.raisedCents = options.raisedCents ?? 0;
  if (event._status.approved === true) {
    event.consent = { ...AGREED_CONSENT, fundaxer: event.fundaxerId ? 'agreed' : 'none' };
  }
  event.consent = { ...event.consent, ...options.consent };
  if (options.salesCents !== undefined) {
    event.salesCents = options.salesCents;
    event.raisedCents = raisedFromSales(options.salesCents, event.giveback.percent);
    event.resultsReportedAt = new Date();
    event._protected.resultsReported = true;
  }
  const ref = adminDb().collection('events').doc();
  await ref.set(event);
  return ref.id;
}

/** An angel's application, pending unless told otherwise. */
export async function seedApplication(
  applicant: { uid: string },
  approved: boolean | null = null,
): Promise<string> {
  const application = newApplication(
    { answers: { why: 'To meet local owners.' }, categories: ['finance'] },
    { id: applicant.uid, name: 'Test angel' },
    new Date(),
  );
  application._status.approved = approved;
  const ref = adminDb().collection('applications').doc();
  await ref.set(application);
  return ref.id;
}

/** A payout profile on a member's account (for the payee fixed at approval). */
export async function setPayoutProfile(
  uid: string,
  profile: { payeeName: string; method?: 'ach' | 'check'; accountLast4?: string | null },
): Promise<void> {
  await adminDb()
    .doc(`users/${uid}`)
    .update({
      payoutProfile: {
        method: profile.method ?? 'ach',
        payeeName: profile.payeeName,
        accountLast4: profile.accountLast4 ?? '4321',
        mailingAddress: null,
      },
    });
}

/** A stored document, parsed through its schema (so tests also prove handlers write valid data). */
export async function read<C extends Parameters<typeof parseDocument>[0]>(
  collection: C,
  id: string,
) {
  const snapshot = await adminDb().collection(collection).doc(id).get();
  if (!snapshot.exists) throw new Error(`${collection}/${id} does not exist`);
  return parseDocument(collection, id, snapshot.data());
}

export async function exists(collection: string, id: string): Promise<boolean> {
  return (await adminDb().collection(collection).doc(id).get()).exists;
}

/** Every audit entry, oldest first. */
export async function auditEntries(): Promise<DocumentOf<'auditLog'>[]> {
  const snapshot = await adminDb().collection('auditLog').orderBy('at').get();
  return snapshot.docs.map((doc) => parseDocument('auditLog', doc.id, doc.data()));
}

/**
 * Every document in the database as path -> data, subcollections included, to prove a failed
 * call wrote nothing (compare a snapshot taken before with one taken after). Left out, because
 * triggers rewrite them on their own time and no callable under test writes them: the search
 * catalogue (its suite checks it directly), and a mail document's `outbox` (the sender updates it
 * for mail queued by an earlier call).
 */
export async function snapshotDb(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  const visit = async (collections: CollectionReference[]) => {
    for (const collection of collections) {
      if (collection.id === SEARCH_CATALOGUE_COLLECTION) continue;
      for (const doc of (await collection.get()).docs) {
        const { outbox: _progress, ...data } = doc.data();
        all[doc.ref.path] = collection.id === 'mail' ? data : doc.data();
        await visit(await doc.ref.listCollections());
      }
    }
  };
  await visit(await adminDb().listCollections());
  // An inbox can exist under an account document that does not (an admin without one).
  for (const doc of (await adminDb().collectionGroup('notifications').get()).docs) {
    all[doc.ref.path] = doc.data();
  }
  return all;
}

/** The call succeeded (HTTP 200); returns its data. */
export function ok<C extends CallableContract>(result: CallResult<C>): CallableOutput<C> {
  if (!result.ok) {
    throw new Error(`expected success, got ${result.status} ${result.code}: ${result.message}`);
  }
  expect(result.status).toBe(200);
  return result.data;
}

/** The call failed with this code and the HTTP status docs/product.md §8.1 maps it to. */
export function expectFailure(result: CallResult<CallableContract>, code: CallableErrorCode): void {
  expect(result.ok ? { ok: true, status: result.status } : result).toMatchObject({
    ok: false,
    status: httpStatusOf(code),
    code,
  });
}

/**
 * The attempt fails with this code (and its HTTP status) and leaves every document as it was:
 * no partial write.
 */
export async function expectRefused(
  attempt: () => Promise<CallResult<CallableContract>>,
  code: CallableErrorCode,
): Promise<void> {
  const before = await snapshotDb();
  expectFailure(await attempt(), code);
  expect(await snapshotDb()).toEqual(before);
}
