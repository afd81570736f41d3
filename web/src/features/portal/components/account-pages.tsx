import { Loading } from '../../../components/ui/loading';
import { usePortalList } from '../hooks/use-portal-data';
import { usePortalUser } from '../hooks/use-portal-user';
import { Loaded } from './loaded';
import { OrganizationForm } from './organization-form';
import { PortalPage } from './portal-page';
import { FundraiserForm, PayoutForm, ProfileForm } from './profile-forms';

/** /portal/organization: the business or group the user acts for. */
export function OrganizationPage() {
  const { account } = usePortalUser();
  return (
    <PortalPage title="Organization" lede="The business, school or group you act for on Fundax.">
      {account ? <OrganizationForm account={account} /> : <Loading />}
    </PortalPage>
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
    <PortalPage
      title="Profile"
      lede="Your public profile, and the details Fundax needs to pay you."
    >
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
    </PortalPage>
  );
}
