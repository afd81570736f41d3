import { tileUrl } from '../../features/nearby/utils/map-tiles';
import { AddLocationPage } from '../../features/portal/components/add-location-page';

export function Component() {
  // The map follows the same tile setting as the nearby search (none offline: no requests).
  return <AddLocationPage tiles={tileUrl()} />;
}
