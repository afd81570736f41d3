import { useParams } from 'react-router';

import { EventPage } from '../../features/portal/components/event-page';

export function Component() {
  const { id = '' } = useParams();
  // A new key per event: one event's forms never carry over to the next.
  return <EventPage key={id} id={id} />;
}
