import { collection, getDoc, getDocs } from 'firebase/firestore/lite';
import { beforeAll, describe } from 'vitest';

import { daysFromNow, successStory } from '../support/fixtures';
import { q } from '../support/queries';
import { allows, denies, describeReads } from '../support/reads';
import { UID } from '../support/roles';
import { seed } from '../support/suite';

// successStories/{id}: published ones are public (a list filters published == true); drafts
// only admins, not even the fundaxer a draft is about (here: the owner).
export function successStoriesSpec(): void {
  describe('successStories', () => {
    beforeAll(() =>
      seed({
        'successStories/s-published': successStory(),
        'successStories/s-older': successStory({
          title: 'Paws Rescue fed a winter',
          publishedAt: daysFromNow(-40),
          updatedAt: daysFromNow(-40),
        }),
        'successStories/s-draft': successStory({
          title: 'Rio Rancho robotics team',
          fundaxerId: UID.owner,
          published: false,
          publishedAt: null,
          updatedAt: daysFromNow(-1),
        }),
      }),
    );

    describeReads('successStories', 'get', [
      allows('visitor', 'a published story', (db) => getDoc(q.successStoryDoc(db, 's-published')), [
        's-published',
      ]),
      denies('visitor', 'a draft', (db) => getDoc(q.successStoryDoc(db, 's-draft'))),
      denies('stranger', 'a draft', (db) => getDoc(q.successStoryDoc(db, 's-draft'))),
      denies('owner', 'a draft about them', (db) => getDoc(q.successStoryDoc(db, 's-draft'))),
      allows(
        'payee',
        'a published story about them',
        (db) => getDoc(q.successStoryDoc(db, 's-published')),
        ['s-published'],
      ),
      allows('admin', 'a draft', (db) => getDoc(q.successStoryDoc(db, 's-draft')), ['s-draft']),
    ]);

    describeReads('successStories', 'list', [
      allows(
        'visitor',
        'the published stories, newest first',
        (db) => getDocs(q.publishedSuccessStoriesQuery(db)),
        ['s-published', 's-older'],
      ),
      denies('visitor', 'every story', (db) => getDocs(collection(db, 'successStories'))),
      allows(
        'stranger',
        'the published stories',
        (db) => getDocs(q.publishedSuccessStoriesQuery(db)),
        ['s-published', 's-older'],
      ),
      denies('stranger', 'every story, drafts included', (db) =>
        getDocs(q.allSuccessStoriesQuery(db)),
      ),
      denies('owner', 'every story, drafts included', (db) =>
        getDocs(q.allSuccessStoriesQuery(db)),
      ),
      allows(
        'payee',
        'the published stories',
        (db) => getDocs(q.publishedSuccessStoriesQuery(db)),
        ['s-published', 's-older'],
      ),
      allows(
        'admin',
        'every story, most recently edited first',
        (db) => getDocs(q.allSuccessStoriesQuery(db)),
        ['s-draft', 's-published', 's-older'],
      ),
    ]);
  });
}
