import {
  deleteResourceThunk,
  makeStore,
  saveResourceThunk,
  setSpecialEventThunk,
} from '@fundax/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { eventRecord, resourceRecord } from '../../../testing/records';
import { fetchContent, fetchStory, selectContent } from './content-slice';

const reads = vi.hoisted(() => ({ readContent: vi.fn(), readStory: vi.fn() }));
vi.mock(import('./content-reads'), async (original) => ({ ...(await original()), ...reads }));

beforeEach(() => {
  reads.readContent.mockReset();
  reads.readStory.mockReset();
});

describe('content slice', () => {
  it('keeps each list under its name', async () => {
    reads.readContent.mockImplementation((name: string) =>
      Promise.resolve(name === 'resources' ? [resourceRecord()] : []),
    );
    const store = makeStore();
    await store.dispatch(fetchContent('resources'));
    await store.dispatch(fetchContent('groups'));
    expect(selectContent(store.getState(), 'resources').data).toEqual([resourceRecord()]);
    expect(selectContent(store.getState(), 'groups')).toEqual({
      status: 'succeeded',
      data: [],
      error: null,
    });
    expect(selectContent(store.getState(), 'stories').status).toBe('idle');
  });

  it('rejects a failed read with its code and message', async () => {
    reads.readContent.mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    reads.readStory.mockRejectedValue(Object.assign(new Error('offline'), { code: 'unavailable' }));
    const store = makeStore();
    const list = await store.dispatch(fetchContent('stories'));
    const story = await store.dispatch(fetchStory('s1'));
    expect(list.payload).toEqual({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    expect(story.payload).toEqual({ code: 'unavailable', message: 'offline' });
  });

  it('follows a featured switch and a removal in the lists it holds', async () => {
    reads.readContent.mockImplementation((name: string) =>
      Promise.resolve(name === 'special' ? [eventRecord()] : [resourceRecord()]),
    );
    const store = makeStore();
    await store.dispatch(fetchContent('special'));
    await store.dispatch(fetchContent('resources'));
    store.dispatch(
      setSpecialEventThunk.fulfilled({ id: 'e-cookoff' }, 'r1', { id: 'e-cookoff', special: true }),
    );
    store.dispatch(deleteResourceThunk.fulfilled({ id: 'r-playbook' }, 'r2', { id: 'r-playbook' }));
    expect(selectContent(store.getState(), 'special').data?.[0]?.special).toBe(true);
    expect(selectContent(store.getState(), 'resources').data).toEqual([]);
  });

  it('marks a list out of date when one of its items is saved', async () => {
    reads.readContent.mockResolvedValue([resourceRecord()]);
    const store = makeStore();
    await store.dispatch(fetchContent('resources'));
    store.dispatch(saveResourceThunk.fulfilled({ id: 'r-playbook' }, 'r1', {} as never));
    expect(selectContent(store.getState(), 'resources')).toMatchObject({
      status: 'idle',
      data: [resourceRecord()],
    });
  });
});
