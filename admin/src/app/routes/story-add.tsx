import { Page } from '@fundax/client/ui';

import { StoriesManager } from '../../features/content/components/stories-manager';

/** /auth/story-add: add or edit a success story, with a preview. */
export function Component() {
  return (
    <Page
      title="Success stories"
      lede="Tell how a fundraiser went. Drafts stay private until published."
    >
      <StoriesManager />
    </Page>
  );
}
