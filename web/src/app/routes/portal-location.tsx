import { Loaded, Page } from '@fundax/client/ui';
import { Link } from '@fundax/client';
import { useParams } from 'react-router';

import { PartnersOnly } from '../../components/portal/partners-only';
import { EmptyState } from '../../components/ui/empty-state';
import { tileUrl } from '../../features/nearby/utils/map-tiles';
import { ManageLocation } from '../../features/portal-locations/components/manage-location';
import { useOwnVenue } from '../../features/portal-locations/hooks/use-own-venues';
import { usePortalUser } from '../../utils/use-portal-user';

/** /portal/locations/{id}: one of the partner's venues, to edit or remove. */
export function Component() {
  const { id = '' } = useParams();
  // A new key per venue: one venue's form never carries over to the next.
  return <LocationPage key={id} id={id} />;
}

function LocationPage({ id }: { id: string }) {
  const { role } = usePortalUser();
  const { entry, retry } = useOwnVenue(id);
  const venue = entry?.data;
  return (
    <Page
      title={
        venue?.name ?? (entry?.status === 'succeeded' ? 'Location not found' : 'Your location')
      }
    >
      <p>
        <Link to="/portal/locations">← All your locations</Link>
      </p>
      <PartnersOnly role={role}>
        <Loaded entry={entry} what="this location" retry={retry}>
          {(found) =>
            found ? (
              // The map follows the nearby search's tile setting (none offline: no requests).
              <ManageLocation venue={found} tiles={tileUrl()} />
            ) : (
              <EmptyState title="There is no location of yours at this address">
                <p>
                  See <Link to="/portal/locations">your locations</Link>.
                </p>
              </EmptyState>
            )
          }
        </Loaded>
      </PartnersOnly>
    </Page>
  );
}
