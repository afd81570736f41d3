import { Page } from '@fundax/client/ui';

import { EventQueue } from '../../features/queues/components/event-queue';
import { RevisionQueue } from '../../features/queues/components/revision-queue';
import { SupportQueue } from '../../features/queues/components/support-queue';
import { VenueQueue } from '../../features/queues/components/venue-queue';

/**
 * /auth/requests: the event, change and venue review queues and the open support requests.
 */
export function Component() {
  return (
    <Page
      title="Requests"
      lede="Approve or reject pending events, changes to approved listings and venues (a rejection needs a reason the owner will see), and resolve support requests."
    >
      <div id="events">
        <EventQueue />
      </div>
      <div id="changes">
        <RevisionQueue />
      </div>
      <div id="venues">
        <VenueQueue />
      </div>
      <div id="support">
        <SupportQueue />
      </div>
    </Page>
  );
}
