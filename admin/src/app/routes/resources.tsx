import { Page } from '@fundax/client/ui';

import { ResourcesManager } from '../../features/content/components/resources-manager';

/** /auth/resources: the portal's videos and documents. */
export function Component() {
  return (
    <Page
      title="Resources"
      lede="The videos and documents signed-in partners, fundaxers and angels see in their portal."
    >
      <ResourcesManager />
    </Page>
  );
}
