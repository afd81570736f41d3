import { Notice, Page } from '@fundax/client/ui';
import { useLocation } from 'react-router';

import { FundaxerDetailsForm } from '../../features/auth/components/sign-up/fundaxer-details-form';
import type { FundraiserFormInput } from '../../features/auth/components/sign-up/fundraiser-fields';
import { FundraiserUpdateForm } from '../../features/auth/components/sign-up/fundraiser-update-form';
import { SignUpFlow } from '../../features/auth/components/sign-up/sign-up-flow';
import '../../features/auth/components/sign-up/sign-up.css';

const STEPS = ['How you will sign in', 'You and your fundraiser'] as const;

/** A fundraiser begun on another page arrives as navigation state (docs/product.md §2.1). */
function prefillFrom(state: unknown): Partial<FundraiserFormInput> | undefined {
  if (typeof state !== 'object' || state === null || !('fundraiser' in state)) return undefined;
  const given = state.fundraiser as Record<string, unknown>;
  return {
    ...(typeof given.title === 'string' ? { title: given.title } : {}),
    ...(typeof given.category === 'string'
      ? { category: given.category as FundraiserFormInput['category'] }
      : {}),
  };
}

export function Component() {
  const location = useLocation();
  const defaults = prefillFrom(location.state as unknown);
  return (
    <Page
      title="Start a fundraiser"
      lede="Tell us about your cause and we will match you with local businesses that give back."
    >
      <SignUpFlow
        steps={STEPS}
        emailLinkContinuePath="/fundraising/new"
        details={(step) => (
          <FundaxerDetailsForm {...step} withFundraiser fundraiserDefaults={defaults} />
        )}
        successPath="/fundaxers/sign-up/success"
        existing={(account) =>
          account.role === 'fundaxer' ? (
            <FundraiserUpdateForm uid={account.id} defaults={defaults} />
          ) : (
            <Notice>
              <p>
                Fundraisers are started by fundaxer accounts, and you are signed in with a{' '}
                {account.role} account. Sign out to start one with a fundaxer account.
              </p>
            </Notice>
          )
        }
      />
    </Page>
  );
}
