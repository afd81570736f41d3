import { collection, getDoc, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, resource } from '../support/fixtures';
import { q } from '../support/queries';
import { type ReadCase, allows, denies, describeReads } from '../support/reads';
import { ROLES } from '../support/roles';
import { seed } from '../support/suite';

const signedInRoles = ROLES.filter((role) => role !== 'visitor');

// resources/{id}: portal videos and documents for every signed-in user; never visitors.
export function resourcesSpec(): void {
  describe('resources', () => {
    beforeAll(() =>
      seed({
        'resources/r-video': resource({ createdAt: daysFromNow(-5) }),
        'resources/r-doc': resource({
          kind: 'document',
          title: 'Give-back agreement template',
          url: 'https://docs.example.test/give-back-agreement.pdf',
          audience: ['partner'],
          sizeBytes: 48_213,
          durationSeconds: null,
          createdAt: daysFromNow(-2),
        }),
      }),
    );

    describeReads('resources', 'get', [
      denies('visitor', 'a resource', (db) => getDoc(q.resourceDoc(db, 'r-video'))),
      ...signedInRoles.map((role): ReadCase =>
        allows(role, 'a resource', (db) => getDoc(q.resourceDoc(db, 'r-doc')), ['r-doc']),
      ),
    ]);

    describeReads('resources', 'list', [
      denies('visitor', 'the resources', (db) => getDocs(q.resourcesQuery(db))),
      denies('visitor', 'every resource', (db) => getDocs(collection(db, 'resources'))),
      ...signedInRoles.map((role): ReadCase =>
        allows(role, 'the resources, newest first', (db) => getDocs(q.resourcesQuery(db)), [
          'r-doc',
          'r-video',
        ]),
      ),
      allows('owner', 'the videos', (db) => getDocs(q.resourcesQuery(db, 'video')), ['r-video']),
    ]);
  });
}
