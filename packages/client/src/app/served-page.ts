import { SERVED_PAGE_ELEMENT_ID, type ServedPage, servedPageOrNull } from '@fundax/core';

/**
 * The data the Hosting function served with this page (`ServedPage`, see
 * functions/src/cards), once: the element is removed as it is read, so a later navigation back
 * to the page reads live instead of showing what the first load brought. Null when the page came
 * without it (a static file, the dev server) or it does not parse.
 */
export function takeServedPage(doc: Document = document): ServedPage | null {
  const element = doc.getElementById(SERVED_PAGE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    return servedPageOrNull(JSON.parse(element.textContent ?? ''));
  } catch {
    return null;
  }
}
