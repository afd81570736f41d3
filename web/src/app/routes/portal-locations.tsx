import { LocationsPage } from '../../features/portal/components/locations-page';

export function Component() {
  return <LocationsPage />;
}
