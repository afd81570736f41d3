import { Page } from '@fundax/client/ui';

import { FundraisingGuideContent } from '../../features/content/components/fundraising-guide-content';

/** /fundaxers/fundraising: the practical guide to a give-back event. */
export function Component() {
  return (
    <Page
      title="The fundraising guide"
      lede="How give-back percentages work, how to pick the venue and the night, how to fill the room, and how and when you get paid."
    >
      <FundraisingGuideContent />
    </Page>
  );
}
