// Browser tests start from the demo data exactly as `npm start` shows it on a fresh machine.
import { SEARCH_CATALOGUE_SHARDS, searchListings, searchRecords } from '@fundax/core';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

import { call } from '../../tests/support/call';
import { clearAuth, clearFirestore } from '../../tests/support/reset';
import { signIn } from '../../tests/support/users';

/**
 * What a warm search instance re-reads per query, and how often it checks at most
 * (functions/src/search/search-service.ts: SHARDS_PER_CHECK, SEARCH_FRESHNESS_MS).
 */
const SHARDS_PER_CHECK = 4;
const FRESHNESS_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The functions suites run before the browser tests in the same emulator run, so the search
 * instances are warm and hold their catalogue; a reseed rewrites every shard, which a warm
 * instance takes in a few shards per query (as designed: a mass change catches up over the next
 * queries). Asking each audience enough times, a check apart, lets the browser tests' first
 * search see the seed as a fresh instance would. From a documentation address, so that no
 * browser's rate limit is spent.
 */
async function catchUpSearch(): Promise<void> {
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
    await sleep(FRESHNESS_MS + 100);
  }
}

export default async function seedFresh(): Promise<void> {
  await Promise.all([clearFirestore(), clearAuth()]);
  execFileSync('node', ['scripts/seed-run.mjs'], { stdio: 'inherit' });
  await catchUpSearch();
}
