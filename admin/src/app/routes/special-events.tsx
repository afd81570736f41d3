import { Page } from '@fundax/client/ui';

import { SpecialEventsTable } from '../../features/content/components/special-events-table';

/** /auth/special-events: feature or unfeature approved upcoming events. */
export function Component() {
  return (
    <Page
      title="Special events"
      lede="Choose which approved upcoming events the public special-events page features."
    >
      <SpecialEventsTable />
    </Page>
  );
}
