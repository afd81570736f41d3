import { type CatalogueEntry, parseCatalogueEntries, sameEntry } from '@fundax/core';
import { logger } from 'firebase-functions';

import type { SearchEngine } from './search-engine';

/** A shard's revision: the commit time of its last change, in seconds and nanoseconds. */
export interface ShardRevision {
  seconds: number;
  nanoseconds: number;
}

/** A catalogue shard as read. */
export interface ShardSnapshot {
  id: string;
  rev: ShardRevision;
  entries: unknown;
}

/** Where the last check stopped: shards are read in (rev, id) order, after this one. */
export interface ShardCursor {
  rev: ShardRevision;
  id: string;
}

/** How the catalogue is read; each method reports the documents Firestore bills for. */
export interface CatalogueReader {
  /** Every shard (a cold load). */
  readAll(): Promise<{ shards: ShardSnapshot[]; reads: number }>;
  /** Up to `limit` shards changed after the cursor, in (rev, id) order. */
  readChanged(
    after: ShardCursor,
    limit: number,
  ): Promise<{ shards: ShardSnapshot[]; reads: number }>;
}

export interface LiveCatalogueOptions {
  /** A check for changed shards runs at most this often (ms); queries between use the index. */
  freshnessMs: number;
  /** Shards re-read per check at most; a longer backlog is caught up by the next queries. */
  shardsPerCheck: number;
  clock?: () => number;
}

const ORIGIN: ShardCursor = { rev: { seconds: 0, nanoseconds: 0 }, id: '' };

function after(a: ShardCursor, b: ShardCursor): boolean {
  return (
    (a.rev.seconds - b.rev.seconds ||
      a.rev.nanoseconds - b.rev.nanoseconds ||
      (a.id > b.id ? 1 : a.id < b.id ? -1 : 0)) > 0
  );
}

/**
 * The search catalogue kept in memory by a function instance and fed into its engine. The first
 * query loads every shard; later ones ask Firestore, at most every `freshnessMs`, for the shards
 * changed since (one query: one document read when nothing changed, else one per changed shard,
 * at most `shardsPerCheck`), and only the entries that differ are re-indexed. Concurrent queries
 * share one load or check.
 */
export class LiveCatalogue {
  private readonly shards = new Map<string, Map<string, CatalogueEntry>>();
  /**
   * The shard each indexed key was last read from. An entry can move between shards (a rebuild
   * with another shard count), and the shard it left may be read after the one it entered.
   */
  private readonly shardOfKey = new Map<string, string>();
  private cursor: ShardCursor = ORIGIN;
  private loaded = false;
  private behind = false;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;
  private readonly clock: () => number;
  /** Documents read so far (for the benchmark and the logs). */
  reads = 0;

  constructor(
    private readonly reader: CatalogueReader,
    readonly engine: SearchEngine,
    private readonly options: LiveCatalogueOptions,
  ) {
    this.clock = options.clock ?? Date.now;
  }

  /** The engine, loaded and as fresh as the policy asks. */
  async ready(): Promise<SearchEngine> {
    const due = this.behind || this.clock() - this.checkedAt >= this.options.freshnessMs;
    if (!this.loaded || due) {
      this.pending ??= (this.loaded ? this.refresh() : this.load()).finally(() => {
        this.pending = null;
      });
      await this.pending;
    }
    return this.engine;
  }

  private async load(): Promise<void> {
    this.checkedAt = this.clock();
    const { shards, reads } = await this.reader.readAll();
    this.reads += reads;
    const all: [string, CatalogueEntry][] = [];
    for (const shard of shards) {
      const entries = this.parse(shard);
      this.shards.set(shard.id, entries);
      for (const [key, entry] of entries) {
        if (this.shardOfKey.has(key)) continue;
        this.shardOfKey.set(key, shard.id);
        all.push([key, entry]);
      }
      this.advance(shard);
    }
    this.engine.load(all);
    this.loaded = true;
  }

  private async refresh(): Promise<void> {
    this.checkedAt = this.clock();
    const { shards, reads } = await this.reader.readChanged(
      this.cursor,
      this.options.shardsPerCheck,
    );
    this.reads += reads;
    for (const shard of shards) {
      this.apply(shard);
      this.advance(shard);
    }
    this.behind = shards.length >= this.options.shardsPerCheck;
  }

  /** Re-indexes what changed in a shard: entries gone, new or different. */
  private apply(shard: ShardSnapshot): void {
    const before = this.shards.get(shard.id) ?? new Map<string, CatalogueEntry>();
    const now = this.parse(shard);
    for (const key of before.keys()) {
      if (now.has(key) || this.shardOfKey.get(key) !== shard.id) continue;
      this.engine.set(key, null);
      this.shardOfKey.delete(key);
    }
    for (const [key, entry] of now) {
      const moved = this.shardOfKey.get(key) !== shard.id;
      if (moved || !sameEntry(before.get(key) ?? null, entry)) {
        this.engine.set(key, entry);
        this.shardOfKey.set(key, shard.id);
      }
    }
    this.shards.set(shard.id, now);
  }

  private parse(shard: ShardSnapshot): Map<string, CatalogueEntry> {
    const { entries, invalid } = parseCatalogueEntries(shard.entries);
    if (invalid.length > 0) {
      logger.error('Search catalogue entries left out: malformed', {
        shard: shard.id,
        count: invalid.length,
      });
    }
    return entries;
  }

  private advance(shard: ShardSnapshot): void {
    const cursor = { rev: shard.rev, id: shard.id };
    if (after(cursor, this.cursor)) this.cursor = cursor;
  }
}
