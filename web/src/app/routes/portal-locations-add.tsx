import { createVenueThunk, Link, useThunk } from '@fundax/client';
import { Page } from '@fundax/client/ui';
import { useNavigate } from 'react-router';

import { PartnersOnly } from '../../components/portal/partners-only';
import { tileUrl } from '../../features/nearby/utils/map-tiles';
import { emptyVenueForm, toCreateVenueInput } from '../../features/portal-locations/api/venue-form';
import { VenueForm } from '../../features/portal-locations/components/venue-form';
import { portalLocationPath } from '../../utils/portal-paths';
import { usePortalUser } from '../../utils/use-portal-user';

/** /portal/locations/add: createVenue. A new location waits for an admin's review. */
export function Component() {
  const { role } = usePortalUser();
  const create = useThunk(createVenueThunk);
  const navigate = useNavigate();
  return (
    <Page
      title="Add a location"
      lede="A place where you host give-back events. It goes public once a Fundax admin approves it; you can plan events there meanwhile."
    >
      <p>
        <Link to="/portal/locations">← All your locations</Link>
      </p>
      <PartnersOnly role={role}>
        <VenueForm
          heading="Your location"
          defaults={emptyVenueForm}
          // The map follows the nearby search's tile setting (none offline: no requests).
          tiles={tileUrl()}
          pending={create.pending}
          error={create.status === 'failed' ? create.error : null}
          failure="The location was not added."
          submitLabel="Add location"
          pendingLabel="Adding the location…"
          onSubmit={async (values) => {
            const outcome = await create.run(toCreateVenueInput(values));
            if (!outcome.ok) return outcome.error;
            void navigate(portalLocationPath(outcome.data.id), { state: { created: true } });
            return null;
          }}
        />
      </PartnersOnly>
    </Page>
  );
}
