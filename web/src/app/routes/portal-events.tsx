import { EventsPage } from '../../features/portal/components/events-page';

export function Component() {
  return <EventsPage />;
}
