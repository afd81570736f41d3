import { Page } from '@fundax/client/ui';

import { TermsContent } from '../../features/content/components/terms-content';

/** /terms: Fundax's terms of use. */
export function Component() {
  return (
    <Page
      title="Terms of use"
      lede="The rules for using Fundax, in plain language: accounts, give-back events, payouts, networking dues, conduct and privacy."
    >
      <TermsContent />
    </Page>
  );
}
