import { Page } from '@fundax/client/ui';

import { AngelDuesTable } from '../../features/angels/components/angel-dues-table';
import { ApplicationQueue } from '../../features/queues/components/application-queue';

/** /auth/angels: pending angel applications to review, and approved angels with their dues. */
export function Component() {
  return (
    <Page
      title="Angels"
      lede="Review angel applications from the last 3 months (newest first) and keep track of membership dues."
    >
      <ApplicationQueue />
      <AngelDuesTable />
    </Page>
  );
}
