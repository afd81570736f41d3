import { Loaded, Loading, Page } from '@fundax/client/ui';

import {
  FundraiserForm,
  PayoutForm,
  ProfileForm,
} from '../../features/portal-account/components/profile-forms';
import { useOwnProfile } from '../../features/portal-account/hooks/use-own-profile';
import { usePortalUser } from '../../utils/use-portal-user';

/**
 * /portal/profile: the profile everyone sees, the fundraiser (fundaxers) and how Fundax pays
 * the user (partners and fundaxers).
 */
export function Component() {
  const { account } = usePortalUser();
  const profile = useOwnProfile();
  return (
    <Page title="Profile" lede="Your public profile, and the details Fundax needs to pay you.">
      <Loaded entry={profile.entry} what="your profile" retry={profile.retry}>
        {(own) =>
          account ? (
            <div className="stack">
              <ProfileForm account={account} profile={own} />
              {account.role === 'fundaxer' ? <FundraiserForm profile={own} /> : null}
              {account.role === 'angel' ? null : <PayoutForm account={account} />}
            </div>
          ) : (
            <Loading />
          )
        }
      </Loaded>
    </Page>
  );
}
