import { Page } from '@fundax/client/ui';

import { AlreadyRegistered } from '../../features/auth/components/sign-up/already-registered';
import { PartnerDetailsForm } from '../../features/auth/components/sign-up/partner-details-form';
import { SignUpFlow } from '../../features/auth/components/sign-up/sign-up-flow';
import '../../features/auth/components/sign-up/sign-up.css';

const STEPS = ['How you will sign in', 'Your business'] as const;

export function Component() {
  return (
    <Page
      title="Become a partner"
      lede="Host give-back events at your business and bring new customers through your door."
    >
      <SignUpFlow
        steps={STEPS}
        emailLinkContinuePath="/partner/signup"
        details={(step) => <PartnerDetailsForm {...step} />}
        successPath="/partner/signup_success"
        existing={(account) => <AlreadyRegistered account={account} />}
      />
    </Page>
  );
}
