import { type VenueEntry, catalogueShardOf } from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { LiveCatalogue } from './live-catalogue';
import { MemoryCatalogue } from './memory-catalogue';
import { SearchEngine } from './search-engine';

const venue = (t: string, x: VenueEntry['x'] = 'approved'): VenueEntry => ({
  k: 'v',
  t,
  a: '1 Main St',
  c: 'cafe',
  o: 'u1',
  x,
});
const shardOf = (id: string) => catalogueShardOf('venues', id, id);

function setup(freshnessMs = 1000) {
  const store = new MemoryCatalogue();
  let now = 0;
  const live = new LiveCatalogue(store, new SearchEngine('public'), {
    freshnessMs,
    shardsPerCheck: 4,
    clock: () => now,
  });
  const ids = async (query: string) =>
    (await live.ready()).search({ query, limit: 10, now: new Date() }).map((hit) => hit.id);
  return { store, live, ids, tick: (ms: number) => (now += ms) };
}

describe('LiveCatalogue', () => {
  it('loads every shard on the first query, then reads one document per check', async () => {
    const { store, live, ids, tick } = setup();
    for (let i = 0; i < 40; i++) store.write(shardOf(`v${i}`), `v:v${i}`, venue(`Cafe ${i}`));
    expect(await ids('cafe 7')).toContain('v7');
    const cold = store.reads;
    expect(cold).toBeGreaterThan(10);
    tick(1000);
    await ids('cafe');
    expect(store.reads - cold).toBe(1);
    expect(live.reads).toBe(store.reads);
  });

  it('checks at most once per period, and sees a hidden item leave at the next check', async () => {
    const { store, ids, tick } = setup();
    store.write(shardOf('pena'), 'v:pena', venue('Peña Blanca'));
    expect(await ids('pena')).toEqual(['pena']);
    store.write(shardOf('pena'), 'v:pena', venue('Peña Blanca', 'rejected'));
    const before = store.reads;
    expect(await ids('pena')).toEqual(['pena']);
    expect(store.reads).toBe(before);
    tick(1000);
    expect(await ids('pena')).toEqual([]);
    expect(store.reads - before).toBe(1);
  });

  it('follows renames and removals, re-indexing only the changed shard', async () => {
    const { store, ids, tick } = setup(0);
    store.write(shardOf('a'), 'v:a', venue('Barelas Coffee'));
    store.write(shardOf('b'), 'v:b', venue('Zia Diner'));
    await ids('zia');
    store.write(shardOf('a'), 'v:a', venue('Barelas Cafe'));
    tick(1);
    expect(await ids('coffee')).toEqual([]);
    expect(await ids('barelas')).toEqual(['a']);
    store.write(shardOf('b'), 'v:b', null);
    tick(1);
    expect(await ids('zia')).toEqual([]);
  });

  it('reads at most four changed shards per query and catches up on the next', async () => {
    const { store, ids, tick } = setup(0);
    store.write(0, 'v:seed', venue('Seed'));
    await ids('seed');
    for (let shard = 0; shard < 10; shard++)
      store.write(shard, `v:n${shard}`, venue(`Neon ${shard}`));
    let reads = store.reads;
    const perQuery: number[] = [];
    for (let i = 0; i < 4; i++) {
      tick(1);
      await ids('neon');
      perQuery.push(store.reads - reads);
      reads = store.reads;
    }
    expect(perQuery).toEqual([4, 4, 2, 1]);
    expect(await ids('neon')).toHaveLength(10);
  });

  it('keeps an entry that moved to another shard, whichever shard is read first', async () => {
    for (const order of [
      [5, 6],
      [6, 5],
    ] as const) {
      const { store, ids, tick } = setup(0);
      store.write(5, 'v:moving', venue('Mesa Verde Books'));
      await ids('mesa');
      // A rebuild moves it from shard 5 to shard 6; the two shards change in either order.
      for (const shard of order)
        store.write(shard, 'v:moving', shard === 6 ? venue('Mesa Verde Books') : null);
      tick(1);
      expect(await ids('mesa')).toEqual(['moving']);
    }
  });

  it('shares one load among simultaneous first queries', async () => {
    const { store, ids } = setup();
    store.write(1, 'v:x', venue('Xeric Garden'));
    await Promise.all([ids('xeric'), ids('xeric'), ids('garden')]);
    expect(store.reads).toBe(1);
  });

  it('starts empty on an empty catalogue and picks up the first entries', async () => {
    const { store, ids, tick } = setup();
    expect(await ids('anything')).toEqual([]);
    store.write(3, 'v:first', venue('First Light Bakery'));
    tick(1000);
    expect(await ids('first light')).toEqual(['first']);
  });

  it('leaves a malformed entry out and keeps the rest of its shard', async () => {
    const { store, ids } = setup();
    store.write(2, 'v:good', venue('Good Cafe'));
    store.write(2, 'v:bad', { k: 'v', t: 5 } as unknown as VenueEntry);
    expect(await ids('cafe')).toEqual(['good']);
  });
});
