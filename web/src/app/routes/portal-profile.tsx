import { Loaded, Loading, Page } from '@fundax/client/ui';

import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { OrganizationForm } from './organization-form';
import { FundraiserForm, PayoutForm, ProfileForm } from './profile-forms';

/** /portal/organization: the business or group the user acts for. */
export function OrganizationPage() {
  const { account } = usePortalUser();
  return (
    <Page title="Organization" lede="The business, school or group you act for on Fundax.">
      {account ? <OrganizationForm account={account} /> : <Loading />}
    </Page>
  );
}

/**
 * /portal/profile: the profile everyone sees, the fundraiser (fundaxers) and how Fundax pays
 * the user (partners and fundaxers).
 */
export function ProfilePage() {
  const { account } = usePortalUser();
  const profile = usePortalList('profile');
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
