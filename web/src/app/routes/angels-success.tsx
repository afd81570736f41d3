import { Page } from '@fundax/client/ui';
import { useSearchParams } from 'react-router';

import { AngelsNextStepsContent } from '../../features/content/components/angels-next-steps-content';

/**
 * /angels/success: shown after an angel applies. ?application=<id> (from the sign-up flow)
 * links straight to that application's dues page.
 */
export function Component() {
  const applicationId = useSearchParams()[0].get('application');
  return (
    <Page
      title="Thank you for applying"
      lede="Your application to become a Fundax angel has been received. Here is what happens next."
    >
      <AngelsNextStepsContent applicationId={applicationId} />
    </Page>
  );
}
