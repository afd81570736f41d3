import { Page } from '@fundax/client/ui';

import { Inbox } from '../../features/portal-inbox/components/inbox';

/**
 * /portal/inbox (our addition): the user's messages, newest first, the bell's destination
 * (docs/notifications.md#screens).
 */
export function Component() {
  return (
    <Page
      title="Notifications"
      lede="What happened to your events, locations, payouts and requests, newest first."
    >
      <Inbox />
    </Page>
  );
}
