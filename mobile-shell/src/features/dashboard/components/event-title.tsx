import { webUrl } from '../../../utils/web-url';

/** A link to the event's page in the portal on the web site when the build names it. */
export function EventTitle({ id, title }: { id: string; title: string }) {
  const href = webUrl(`/portal/events/${encodeURIComponent(id)}`);
  return href ? <a href={href}>{title}</a> : <>{title}</>;
}
