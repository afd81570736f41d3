import { saveSuccessStory } from '@fundax/core';
import { beforeEach, describe, expect, it } from 'vitest';

import { call } from '../../../tests/support/call';
import { clearAuth, clearFirestore } from '../../../tests/support/reset';
import {
  administrator,
  auditEntries,
  expectRefused,
  member,
  ok,
  read,
  seedEvent,
  seedVenue,
} from '../test-support/fixtures';

const story = {
  title: 'Band goes to state',
  summary: 'Three give-back nights paid for the trip.',
  body: 'The Rio Rancho High band raised the whole trip at three partner restaurants.',
  category: 'schools',
  published: false,
};

describe('saveSuccessStory', () => {
  beforeEach(async () => {
    await Promise.all([clearFirestore(), clearAuth()]);
  });

  it('adds a draft, then publishing stamps publishedAt once and unpublishing clears it', async () => {
    const admin = await administrator();
    const partner = await member('partner');
    const fundaxer = await member('fundaxer');
    const eventId = await seedEvent(await seedVenue(partner.uid));
    const { id } = ok(
      await call(saveSuccessStory, { ...story, fundaxerId: fundaxer.uid, eventId }, admin),
    );
    expect(await read('successStories', id)).toMatchObject({
      ...story,
      fundaxerId: fundaxer.uid,
      eventId,
      raisedCents: null,
      publishedAt: null,
    });
    ok(await call(saveSuccessStory, { ...story, id, published: true }, admin));
    const publishedAt = (await read('successStories', id)).publishedAt;
    expect(publishedAt).toBeInstanceOf(Date);
    ok(
      await call(
        saveSuccessStory,
        { ...story, id, published: true, title: 'Band at state' },
        admin,
      ),
    );
    expect((await read('successStories', id)).publishedAt).toEqual(publishedAt);
    ok(await call(saveSuccessStory, { ...story, id }, admin));
    expect((await read('successStories', id)).publishedAt).toBeNull();
    expect(await auditEntries()).toHaveLength(4);
  });

  it('refuses an unknown story, fundaxer or event with not-found', async () => {
    const admin = await administrator();
    const partner = await member('partner');
    for (const payload of [
      { ...story, id: 'missing' },
      { ...story, fundaxerId: partner.uid },
      { ...story, eventId: 'missing' },
    ]) {
      await expectRefused(() => call(saveSuccessStory, payload, admin), 'not-found');
    }
  });

  it('refuses non-admins and visitors', async () => {
    const fundaxer = await member('fundaxer');
    await expectRefused(() => call(saveSuccessStory, story, fundaxer), 'permission-denied');
    await expectRefused(() => call(saveSuccessStory, story), 'unauthenticated');
  });

  it.each([
    ['a short title', { title: 'B' }],
    ['a short body', { body: 'Too short' }],
    ['an unknown category', { category: 'sports-betting' }],
    ['a missing published flag', { published: undefined }],
    ['a negative raised amount', { raisedCents: -5 }],
    ['a forged publishedAt', { publishedAt: '2020-01-01T00:00:00Z' }],
  ])('refuses %s with invalid-argument', async (_label, change) => {
    await expectRefused(
      async () => call(saveSuccessStory, { ...story, ...change }, await administrator()),
      'invalid-argument',
    );
  });
});
