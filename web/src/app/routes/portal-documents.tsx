import { Page } from '@fundax/client/ui';

import { ResourceList } from '../../features/portal-resources/components/resource-list';

/** /portal/documents: the guides and templates meant for the user's role. */
export function Component() {
  return (
    <Page
      title="Documents"
      lede="Guides, templates and the payout schedule, to read online or print."
    >
      <ResourceList kind="document" />
    </Page>
  );
}
