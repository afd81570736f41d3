import { assertFails } from '@firebase/rules-unit-testing';
import type { CollectionName } from '@fundax/core';
import { deleteDoc, doc, setDoc, updateDoc } from 'firebase/firestore/lite';
import { beforeAll, describe, it } from 'vitest';

import * as fixture from '../support/fixtures';
import { cover } from '../support/matrix';
import { ROLES, UID } from '../support/roles';
import { dbAs, seed } from '../support/suite';

interface Sample {
  /** An existing document that update and delete target. */
  id: string;
  /** Where the collection lives, when it is a subcollection (the owner's inbox). */
  parent?: string;
  /** A complete, valid document, as a create would send it. */
  data: object;
  /** The change a client would most like to make. */
  patch: Record<string, unknown>;
}

/** Per collection: what a hostile client would write (owned by the owner, where owned). */
const SAMPLES: Record<CollectionName, Sample> = {
  users: { id: UID.owner, data: fixture.user(), patch: { admin: true } },
  profiles: { id: UID.owner, data: fixture.profile({ listed: false }), patch: { listed: true } },
  venues: { id: 'v-1', data: fixture.venue(), patch: { '_status.approved': true } },
  events: { id: 'e-1', data: fixture.event(), patch: { '_protected.awaitingPayment': false } },
  applications: { id: 'a-1', data: fixture.application(), patch: { '_status.approved': true } },
  successStories: {
    id: 's-1',
    data: fixture.successStory({ published: false, publishedAt: null }),
    patch: { published: true },
  },
  networkingGroups: { id: 'g-1', data: fixture.networkingGroup(), patch: { memberCount: 999 } },
  resources: { id: 'r-1', data: fixture.resource(), patch: { url: 'https://evil.example.test' } },
  supportRequests: { id: 'sr-1', data: fixture.supportRequest(), patch: { status: 'resolved' } },
  ledger: { id: 'l-1', data: fixture.ledgerEntry(), patch: { amountCents: 99_999_00 } },
  auditLog: { id: 'al-1', data: fixture.auditEntry(), patch: { reason: 'Nothing happened.' } },
  revisions: { id: 'event-e-1', data: fixture.revision(), patch: { state: 'approved' } },
  payees: { id: 'e-1-fundaxer', data: fixture.payee(), patch: { accountLast4: '0000' } },
  statements: { id: 'e-1', data: fixture.statement(), patch: { 'fundaxer.owedCents': 0 } },
  notifications: {
    id: 'n-1',
    parent: `users/${UID.owner}`,
    data: fixture.notification(),
    patch: { readAt: new Date() },
  },
  adminFeed: { id: 'f-1', data: fixture.adminFeedItem(), patch: { handledAt: new Date() } },
  mail: { id: 'm-1', data: fixture.mail(), patch: { to: 'attacker@example.test' } },
  alertDigests: { id: UID.owner, data: fixture.alertDigest(), patch: { events: [] } },
  files: {
    id: 'f-1',
    data: fixture.fileRecord({ state: 'pending', image: null, url: null }),
    patch: { state: 'stored', url: 'https://evil.example.test/x.html' },
  },
};

/** Where a sample's collection is: `users/<owner>/notifications`, or its name at the top. */
const pathOf = (collection: CollectionName, sample: Sample) =>
  sample.parent ? `${sample.parent}/${collection}` : collection;

const entries = Object.entries(SAMPLES) as [CollectionName, Sample][];

// No client creates, updates or deletes anything, in any collection, whoever it is: the
// callables are the only writers. Every collection x write x role, admins included.
export function writesSpec(): void {
  describe('writes', () => {
    beforeAll(() =>
      seed(
        Object.fromEntries(
          entries.map(([collection, sample]) => [
            `${pathOf(collection, sample)}/${sample.id}`,
            sample.data,
          ]),
        ),
      ),
    );

    for (const [collection, sample] of entries) {
      const { id, data, patch } = sample;
      const path = pathOf(collection, sample);
      describe(collection, () => {
        for (const role of ROLES) {
          cover(collection, 'create', role);
          cover(collection, 'update', role);
          cover(collection, 'delete', role);
          it(`${role} may not create`, async () => {
            await assertFails(setDoc(doc(dbAs(role), path, `new-by-${role}`), data));
          });
          it(`${role} may not update`, async () => {
            await assertFails(updateDoc(doc(dbAs(role), path, id), patch));
          });
          it(`${role} may not delete`, async () => {
            await assertFails(deleteDoc(doc(dbAs(role), path, id)));
          });
        }
      });
    }
  });
}
