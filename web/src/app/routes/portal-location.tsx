import { useParams } from 'react-router';

import { tileUrl } from '../../features/nearby/utils/map-tiles';
import { LocationPage } from '../../features/portal/components/location-page';

export function Component() {
  const { id = '' } = useParams();
  return <LocationPage key={id} id={id} tiles={tileUrl()} />;
}
