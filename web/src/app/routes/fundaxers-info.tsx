import { Page } from '@fundax/client/ui';

import { FundaxersInfoContent } from '../../features/content/components/fundaxers-info-content';

/** /fundaxers/info: how raising money with Fundax works. */
export function Component() {
  return (
    <Page
      title="Raise money with local businesses"
      lede="Pick a partner and a night, share the link, and a share of every sale goes to your cause. No fees, no candy bars to sell."
    >
      <FundaxersInfoContent />
    </Page>
  );
}
