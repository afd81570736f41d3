import { Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';

import { PartnersOnly } from '../../components/portal/partners-only';
import { VenueList } from '../../features/portal-locations/components/venue-list';
import { usePortalUser } from '../../utils/use-portal-user';

/** /portal/locations: the partner's venues in every state. */
export function Component() {
  const { role } = usePortalUser();
  return (
    <Page
      title="Your locations"
      lede="The places where you host give-back events, and where each stands in review."
      actions={
        role === 'partner' ? (
          <Link className="button" to="/portal/locations/add">
            Add a location
          </Link>
        ) : null
      }
    >
      <PartnersOnly role={role}>
        <VenueList />
      </PartnersOnly>
    </Page>
  );
}
