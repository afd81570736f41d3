import { Page } from '@fundax/client/ui';

import { ResourceList } from '../../features/portal-resources/components/resource-list';

/** /portal/videos: the training videos meant for the user's role. */
export function Component() {
  return (
    <Page
      title="Videos"
      lede="Short trainings for planning, promoting and wrapping up your events."
    >
      <ResourceList kind="video" />
    </Page>
  );
}
