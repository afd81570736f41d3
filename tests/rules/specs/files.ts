import { collection, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { fileRecord } from '../support/fixtures';
import { q } from '../support/queries';
import { type ReadCase, allows, denies, describeReads } from '../support/reads';
import { ROLES, UID } from '../support/roles';
import { seed } from '../support/suite';

// files/{fileId}: an upload's record. Its owner gets it by id (to follow the upload) and so do
// admins; nobody else, not even for a public listing's photo (the listing carries what the
// public needs). Nobody lists them: no client needs to, and a list would expose every upload.
export function filesSpec(): void {
  describe('files', () => {
    beforeAll(() =>
      seed({
        'files/f-own': fileRecord(),
        'files/f-other': fileRecord({
          ownerId: UID.other,
          state: 'pending',
          image: null,
          url: null,
        }),
      }),
    );

    describeReads('files', 'get', [
      denies('visitor', 'an upload', (db) => getDoc(q.fileDoc(db, 'f-own'))),
      denies('stranger', 'someone else’s upload', (db) => getDoc(q.fileDoc(db, 'f-own'))),
      denies('payee', 'someone else’s upload', (db) => getDoc(q.fileDoc(db, 'f-own'))),
      denies('owner', 'someone else’s upload', (db) => getDoc(q.fileDoc(db, 'f-other'))),
      allows('owner', 'their own upload', (db) => getDoc(q.fileDoc(db, 'f-own')), ['f-own']),
      allows('admin', 'any upload', (db) => getDoc(q.fileDoc(db, 'f-other')), ['f-other']),
    ]);

    describeReads(
      'files',
      'list',
      ROLES.flatMap((role): ReadCase[] => [
        denies(role, 'every upload', (db) => getDocs(collection(db, 'files'))),
        denies(role, 'their own uploads', (db) =>
          getDocs(query(collection(db, 'files'), where('ownerId', '==', UID.owner))),
        ),
      ]),
    );
  });
}
