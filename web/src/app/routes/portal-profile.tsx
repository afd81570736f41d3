import { Loaded, Loading, Page } from '@fundax/client/ui';

import {
  FundraiserForm,
  PayoutForm,
  ProfileForm,
} from '../../features/portal-account/components/profile-forms';
import { useOwnProfile } from '../../features/portal-account/hooks/use-own-profile';
import { tileUrl } from '../../features/nearby/utils/map-tiles';
import { NotificationSettings } from '../../features/portal-notification-settings/components/notification-settings';
import { usePortalUser } from '../../utils/use-portal-user';

/**
 * /portal/profile: the profile everyone sees, the fundraiser (fundaxers), how Fundax pays the
 * user (partners and fundaxers), then which messages are emailed and the alert area for new
 * events nearby (the settings page that every email's unsubscribe page links to).
 */
export function Component() {
  const { account } = usePortalUser();
  const profile = useOwnProfile();
  return (
    <Page
      title="Profile"
      lede="Your public profile, the details Fundax needs to pay you, and how we keep you posted."
    >
      <div className="stack">
        {/* Holds the page while the profile loads: the settings below it do not jump. */}
        <Loaded entry={profile.entry} what="your profile" retry={profile.retry} reserve>
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
        <NotificationSettings role={account?.role ?? ''} tiles={tileUrl()} />
      </div>
    </Page>
  );
}
