import { FUNCTIONS_REGION } from '@fundax/core';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { flagAwaitingPayment } from './flag-awaiting-payment';

/**
 * Every hour: flags approved events that ended with a partner or fundaxer still unpaid, so
 * admins see them as awaiting payment, and clears the flag once paid. Logs counts only.
 */
export const flagEventsAwaitingPayment = onSchedule(
  { schedule: 'every 1 hours', region: FUNCTIONS_REGION, timeoutSeconds: 540 },
  async () => {
    const run = await flagAwaitingPayment();
    logger.info('flagEventsAwaitingPayment finished', { ...run });
  },
);
