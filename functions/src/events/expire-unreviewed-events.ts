import { FUNCTIONS_REGION } from '@fundax/core';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { expireUnreviewed } from './expire-unreviewed';

/**
 * Every 15 minutes: events still pending at their start expire (their organizers see why; an
 * admin could no longer approve them anyway), and revisions whose event ended lapse. Logs
 * counts only.
 */
export const expireUnreviewedEvents = onSchedule(
  { schedule: 'every 15 minutes', region: FUNCTIONS_REGION, timeoutSeconds: 540 },
  async () => {
    const run = await expireUnreviewed();
    logger.info('expireUnreviewedEvents finished', { ...run });
  },
);
