/**
 * When this browser last changed something through a signed-in callable (an edit, an answer,
 * deleting the account), kept in localStorage so every tab of the site sees it. Data a page was
 * served with that the Hosting function read before that moment is neither shown
 * (`takeServedData`) nor taken as the page's read: a person never sees a copy from before their
 * own change as the current one (their venue still listed after they deleted their account).
 * Plain, with no SDK: the public pages check it before their first render.
 */
const KEY = 'fundax:lastChangeAt';

/** Notes that a change went through just now. */
export function noteChange(now: number = Date.now()): void {
  try {
    globalThis.localStorage?.setItem(KEY, String(now));
  } catch {
    // Storage refused (private mode, full): served copies are then taken as they come.
  }
}

/** When this browser last changed something (ms since the epoch), 0 when never. */
export function lastChangeAt(): number {
  try {
    return Number(globalThis.localStorage?.getItem(KEY)) || 0;
  } catch {
    return 0;
  }
}

/**
 * Whether data read at `readAt` (ISO 8601) was read after this browser's last change, so it
 * may be shown as current: the one rule for every served copy.
 */
export function readSinceLastChange(readAt: string): boolean {
  return Date.parse(readAt) > lastChangeAt();
}
