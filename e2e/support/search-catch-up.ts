// Search in the browser tests: warm search instances catch up with a reseed first.
import { SEARCH_CATALOGUE_SHARDS, searchListings, searchRecords } from '@fundax/core';
import { readFileSync } from 'node:fs';

import { SEARCH_FRESHNESS_MS, SHARDS_PER_CHECK } from '../../functions/src/search/search-service';
import { call } from '../../tests/support/call';
import { signIn } from '../../tests/support/users';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Browser test files reseed the emulators (seedFresh), and the search instances stay warm
 * across them, holding the catalogue they loaded; a reseed rewrites every shard, which a warm
 * instance takes in a few shards per query (as designed: a mass change catches up over the
 * next queries). Asking each audience enough times, a check apart, lets a search test see the
 * seed as a fresh instance would. From a documentation address, so that no browser's rate
 * limit is spent.
 */
export async function catchUpSearch(): Promise<void> {
  const demo = JSON.parse(readFileSync('scripts/seed/demo-accounts.json', 'utf8')) as {
    password: string;
    accounts: { key: string; email: string }[];
  };
  const admin = demo.accounts.find((account) => account.key === 'admin');
  if (!admin) throw new Error('The demo accounts have no admin.');
  const idToken = await signIn(admin.email, demo.password);
  const headers = { 'x-forwarded-for': '192.0.2.77' };
  for (let check = 0; check <= SEARCH_CATALOGUE_SHARDS / SHARDS_PER_CHECK; check++) {
    const answers = await Promise.all([
      call(searchListings, { query: 'fundax' }, null, headers),
      call(searchRecords, { query: 'fundax' }, { idToken }, headers),
    ]);
    for (const answer of answers) {
      if (!answer.ok) throw new Error(`Search refused the catch-up query: ${answer.message}`);
    }
    await sleep(SEARCH_FRESHNESS_MS + 100);
  }
}
