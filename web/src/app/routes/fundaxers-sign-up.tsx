import { Page } from '@fundax/client/ui';

import { AlreadyRegistered } from '../../features/auth/components/sign-up/already-registered';
import { FundaxerDetailsForm } from '../../features/auth/components/sign-up/fundaxer-details-form';
import { SignUpFlow } from '../../features/auth/components/sign-up/sign-up-flow';
import '../../features/auth/components/sign-up/sign-up.css';

const STEPS = ['How you will sign in', 'About you'] as const;

export function Component() {
  return (
    <Page
      title="Sign up as a fundaxer"
      lede="Raise money for your school, team or cause at give-back events hosted by local businesses."
    >
      <SignUpFlow
        steps={STEPS}
        emailLinkContinuePath="/fundaxers/sign-up"
        details={(step) => <FundaxerDetailsForm {...step} />}
        successPath="/fundaxers/sign-up/success"
        existing={(account) => <AlreadyRegistered account={account} />}
      />
    </Page>
  );
}
