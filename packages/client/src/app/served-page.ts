import { SERVED_PAGE_ELEMENT_ID } from '@fundax/core';

import { readSinceLastChange } from '../callables/last-change';

/**
 * The data the Hosting function served with this page (see functions/src/cards), if `check`
 * takes it: core's `servedPageOrNull` for an event page, `servedDirectoryOrNull` for the
 * directories (each page passes its own, so no page loads another's checks). Taken once: the
 * element is removed as it is read, so a later navigation back to the page reads live instead
 * of showing what the first load brought. Null when the page came without it (a static file,
 * the dev server), when it does not parse or pass the check, and when the function read it
 * before this browser's last change (`lastChangeAt`: a page the browser kept from before, which
 * may not show that change; the page then reads live rather than show it meanwhile).
 */
export function takeServedData<T extends { readAt: string }>(
  check: (value: unknown) => T | null,
  doc: Document = document,
): T | null {
  const element = doc.getElementById(SERVED_PAGE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const data = check(JSON.parse(element.textContent ?? ''));
    return data && readSinceLastChange(data.readAt) ? data : null;
  } catch {
    return null;
  }
}
