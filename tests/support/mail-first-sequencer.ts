import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that wait for mail to reach the mail catcher (the notification suites). */
const WAITS_FOR_MAIL = /[\\/]functions[\\/]src[\\/]notify[\\/]/;

/**
 * The integration suite's files run one at a time against one set of emulators, and most of
 * them queue mail as a side effect (every approval, cancellation or payout notifies someone;
 * `sendQueuedMail` then speaks SMTP to the catcher, one message at a time). The notification
 * files wait for their own messages, which queue behind all the mail of the files before them:
 * notify-events took 15 s alone and 52 to 65 s in the suite. So they run first, in Vitest's own
 * order among themselves, and the rest's mail is sent while the rest runs, with nobody waiting
 * for it.
 */
export default class MailFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => WAITS_FOR_MAIL.test(file.moduleId);
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}
