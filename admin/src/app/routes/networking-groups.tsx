import { Page } from '@fundax/client/ui';

import { GroupsManager } from '../../features/content/components/groups-manager';

/** /auth/networking-groups: the public business-networking group directory. */
export function Component() {
  return (
    <Page
      title="Networking groups"
      lede="The groups listed in the public business-networking directory."
    >
      <GroupsManager />
    </Page>
  );
}
