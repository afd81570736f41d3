import { Loading, Page } from '@fundax/client/ui';

import { OrganizationForm } from '../../features/portal-account/components/organization-form';
import { usePortalUser } from '../../utils/use-portal-user';

/** /portal/organization: the business or group the user acts for. */
export function Component() {
  const { account } = usePortalUser();
  return (
    <Page title="Organization" lede="The business, school or group you act for on Fundax.">
      {account ? <OrganizationForm account={account} /> : <Loading />}
    </Page>
  );
}
