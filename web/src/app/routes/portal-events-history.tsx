import { EventsHistoryPage } from '../../features/portal/components/events-history-page';

export function Component() {
  return <EventsHistoryPage />;
}
