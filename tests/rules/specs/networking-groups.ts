import { getDoc, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { networkingGroup } from '../support/fixtures';
import { q } from '../support/queries';
import { type ReadCase, allows, describeReads } from '../support/reads';
import { ROLES } from '../support/roles';
import { seed } from '../support/suite';

// networkingGroups/{id}: the directory is public, to every role alike.
export function networkingGroupsSpec(): void {
  describe('networkingGroups', () => {
    beforeAll(() =>
      seed({
        'networkingGroups/g-abq': networkingGroup(),
        'networkingGroups/g-rr': networkingGroup({
          name: 'Rio Rancho Chamber Lunch',
          city: 'Rio Rancho',
          meets: 'First Thursday, noon',
        }),
      }),
    );

    describeReads(
      'networkingGroups',
      'get',
      ROLES.map((role): ReadCase =>
        allows(role, 'a group', (db) => getDoc(q.networkingGroupDoc(db, 'g-rr')), ['g-rr']),
      ),
    );

    describeReads('networkingGroups', 'list', [
      ...ROLES.map((role): ReadCase =>
        allows(role, 'the directory by name', (db) => getDocs(q.networkingGroupsQuery(db)), [
          'g-abq',
          'g-rr',
        ]),
      ),
      allows(
        'visitor',
        'the groups of one city',
        (db) => getDocs(q.networkingGroupsQuery(db, 'Rio Rancho')),
        ['g-rr'],
      ),
    ]);
  });
}
