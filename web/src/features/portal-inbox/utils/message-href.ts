/**
 * Where a message leads inside the web app: the catalogue writes paths ("/portal/events/e1",
 * "/event/e1"), never full URLs. Anything else (a protocol, "//host") leads nowhere, so a
 * stored link can never take someone off the site.
 */
export function messageHref(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\'))
    return null;
  return link;
}
