import { readdirSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { watchesTriggers } from './background-triggers';
import { triggerFilesFirst } from './trigger-files-first-sequencer';

const filesUnder = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => `/repo/${dir}/${file}`);

// The integration suite's own files, as its config includes them.
const suiteFiles = [
  ...filesUnder('functions/src', '.emulator.test.ts'),
  ...filesUnder('tests/rules', '.test.ts'),
  ...filesUnder('tests/hosting', '.test.ts'),
];

describe('the integration suite’s file order', () => {
  const ordered = triggerFilesFirst(suiteFiles, (file) => file);

  it('runs every file that watches a trigger before any file that turns them off', () => {
    const firstWithout = ordered.findIndex((file) => !watchesTriggers(file));
    const lastWith = ordered.findLastIndex((file) => watchesTriggers(file));
    expect(firstWithout).toBeGreaterThan(0);
    expect(lastWith).toBeLessThan(firstWithout);
    expect([...ordered].sort()).toEqual([...suiteFiles].sort());
  });

  it('runs the files that wait for mail first, then search, keeping the order inside each', () => {
    const files = [
      '/repo/functions/src/events/create-event.emulator.test.ts',
      '/repo/functions/src/search/search.emulator.test.ts',
      '/repo/functions/src/notify/notify-events.emulator.test.ts',
      '/repo/tests/rules/rules.test.ts',
      '/repo/functions/src/notify/alerts/alerts.emulator.test.ts',
    ];
    expect(triggerFilesFirst(files, (file) => file)).toEqual([
      '/repo/functions/src/notify/notify-events.emulator.test.ts',
      '/repo/functions/src/notify/alerts/alerts.emulator.test.ts',
      '/repo/functions/src/search/search.emulator.test.ts',
      '/repo/functions/src/events/create-event.emulator.test.ts',
      '/repo/tests/rules/rules.test.ts',
    ]);
  });

  it('counts the search and notification files, and nothing else, as watching triggers', () => {
    expect(
      suiteFiles.filter(watchesTriggers).every((file) => /\/(notify|search)\//.test(file)),
    ).toBe(true);
    expect(watchesTriggers('/repo/functions/src/search/search.emulator.test.ts')).toBe(true);
    expect(watchesTriggers('/repo/functions/src/payouts/mark-disbursal.emulator.test.ts')).toBe(
      false,
    );
  });
});
