import { Page } from '@fundax/client/ui';

import { AboutContent } from '../../features/content/components/about-content';

/** /about-us. */
export function Component() {
  return (
    <Page
      title="About Fundax"
      lede="Fundax turns a night out at a local business into money for a local cause. We serve Albuquerque, Rio Rancho and Corrales."
    >
      <AboutContent />
    </Page>
  );
}
