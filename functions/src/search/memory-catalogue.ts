import { type CatalogueEntry, catalogueShardId } from '@fundax/core';

import type { CatalogueReader, ShardCursor, ShardSnapshot } from './live-catalogue';

/**
 * The catalogue's shards in memory, behaving as Firestore does for the search functions: each
 * write gives its shard a later revision, a changed-since query returns shards in (rev, id)
 * order, and reads are counted as Firestore bills them. The unit tests and the benchmark use it.
 */
export class MemoryCatalogue implements CatalogueReader {
  private readonly shards = new Map<
    string,
    { rev: number; entries: Record<string, CatalogueEntry> }
  >();
  private clock = 0;
  /** Documents read so far. */
  reads = 0;

  /** Writes (or, with null, deletes) one entry, as the trigger does. */
  write(shard: number, key: string, entry: CatalogueEntry | null): void {
    const id = catalogueShardId(shard);
    const stored = this.shards.get(id) ?? { rev: 0, entries: {} };
    if (entry) stored.entries[key] = entry;
    else delete stored.entries[key];
    stored.rev = ++this.clock;
    this.shards.set(id, stored);
  }

  /** The shards as documents: the size a cold load transfers. */
  documents(): { id: string; json: string }[] {
    return [...this.shards].map(([id, shard]) => ({ id, json: JSON.stringify(shard.entries) }));
  }

  private snapshot(id: string): ShardSnapshot {
    const shard = this.shards.get(id);
    // A copy through JSON, as entries arrive over the wire.
    return {
      id,
      rev: { seconds: shard?.rev ?? 0, nanoseconds: 0 },
      entries: JSON.parse(JSON.stringify(shard?.entries ?? {})) as unknown,
    };
  }

  private billed(shards: ShardSnapshot[]) {
    const reads = Math.max(1, shards.length);
    this.reads += reads;
    return { shards, reads };
  }

  readAll() {
    return Promise.resolve(this.billed([...this.shards.keys()].map((id) => this.snapshot(id))));
  }

  readChanged(after: ShardCursor, limit: number) {
    const changed = [...this.shards]
      .filter(
        ([id, shard]) =>
          shard.rev > after.rev.seconds || (shard.rev === after.rev.seconds && id > after.id),
      )
      .sort(([a, x], [b, y]) => x.rev - y.rev || a.localeCompare(b))
      .slice(0, limit)
      .map(([id]) => this.snapshot(id));
    return Promise.resolve(this.billed(changed));
  }
}
