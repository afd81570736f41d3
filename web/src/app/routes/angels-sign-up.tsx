import { Page } from '@fundax/client/ui';

import { AngelApplicationStep } from '../../features/auth/components/sign-up/angel-application-step';
import { AngelDetailsForm } from '../../features/auth/components/sign-up/angel-details-form';
import { SignUpFlow } from '../../features/auth/components/sign-up/sign-up-flow';
import '../../features/auth/components/sign-up/sign-up.css';

const STEPS = ['How you will sign in', 'About you', 'Your application'] as const;

export function Component() {
  return (
    <Page
      title="Become an angel"
      lede="Join the business network of Albuquerque and Rio Rancho and back local fundraisers."
    >
      <SignUpFlow
        steps={STEPS}
        emailLinkContinuePath="/angels/sign-up-handler"
        details={(step) => <AngelDetailsForm {...step} />}
        existing={(account) => <AngelApplicationStep account={account} steps={STEPS} />}
      />
    </Page>
  );
}
