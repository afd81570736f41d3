// Setup of every integration file: a file that does not watch the background triggers turns
// them off before its first test (tests/support/background-triggers.ts). The sequencer has
// already run every file that watches them.
import { beforeAll } from 'vitest';

import { disableBackgroundTriggers, watchesTriggers } from './background-triggers';

// Vitest passes the hook's fixtures first, and takes only a destructuring pattern there.
// eslint-disable-next-line no-empty-pattern
beforeAll(async ({}, suite) => {
  if (!watchesTriggers(suite.file.filepath)) await disableBackgroundTriggers();
});
