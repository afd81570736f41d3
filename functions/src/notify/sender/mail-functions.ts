import { FUNCTIONS_REGION } from '@fundax/core';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';

import { SMTP_URL, boundSecrets } from '../../platform/secrets';
import { deliverMail } from './deliver-mail';
import { retryDueMail } from './retry-due-mail';

const options = {
  region: FUNCTIONS_REGION,
  timeoutSeconds: 60,
  secrets: boundSecrets(SMTP_URL),
};

/**
 * A new mail document gets its first attempt at once. Not retried by the platform: a failure
 * is recorded on the document and the sweep retries it with backoff.
 */
export const sendQueuedMail = onDocumentCreated(
  { ...options, document: 'mail/{id}', retry: false },
  async (event) => {
    if (event.data) await deliverMail(event.data.ref, new Date(), 'trigger');
  },
);

/** Every 5 minutes: retries due mail and closes claims whose sender never reported back. */
export const retryQueuedMail = onSchedule(
  { ...options, schedule: 'every 5 minutes', timeoutSeconds: 300 },
  // The clock, not the schedule time: a late run must still see leases as they really stand.
  async () => {
    const run = await retryDueMail(new Date());
    logger.info('retryQueuedMail finished', run);
  },
);
