// Emulator test fixtures: real Auth-emulator users and schema-valid documents, built with the same
// pure builders the handlers use, so a fixture is exactly what a callable would have written.
import {
  type CallableContract,
  type CallableErrorCode,
  type CallableOutput,
  type DocumentOf,
  type Role,
  httpStatusOf,
  parseDocument,
} from '@fundax/core';
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

/** An event at a venue, approved and upcoming unless told otherwise. */
export async function seedEvent(
  venueId: string,
  options: Status & {
    organizerId?: string;
    fundaxer?: { id: string; name: string } | null;
    start?: Date;
    end?: Date;
    raisedCents?: number;
  } = {},
): Promise<string> {
  const venue = await read('venues', venueId);
  const start = options.start ?? inHours(48);
  const end = options.end ?? new Date(start.getTime() + 3 * HOUR);
  const event = newEvent(
    {
      title: 'Band night',
      venueId,
      eventStart: start.toISOString(),
      eventEnd: end.toISOString(),
      givebackPercent: 15,
      category: 'schools',
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
 * Every document in the database as path -> data, to prove a failed call wrote nothing
 * (compare a snapshot taken before with one taken after).
 */
export async function snapshotDb(): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const collection of await adminDb().listCollections()) {
    for (const doc of (await collection.get()).docs) all[doc.ref.path] = doc.data();
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

/** The call failed with this code and the HTTP status SPEC.md §8 maps it to. */
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
