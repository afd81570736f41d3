import { lazyPart } from '@fundax/client';
import type { NearbyResults } from '@fundax/client/nearby/nearby-slice';
import { Loading } from '@fundax/client/ui';
import { Suspense } from 'react';

import { useNearViewport } from '../../../utils/use-near-viewport';

const NearbyMapView = lazyPart(async () => (await import('./nearby-map-view')).default, 'the map');

/**
 * The map beside the list. Leaflet is a chunk of its own, fetched only when the map is about to
 * scroll into view, so pages that show results first never pay for it up front.
 */
export function NearbyMap(props: {
  center: [number, number];
  radiusKm: number;
  results: NearbyResults;
}) {
  const [box, visible] = useNearViewport<HTMLElement>('200px');
  return (
    <section className="nearby-map" ref={box} aria-label="Map of the results">
      {visible ? (
        <Suspense fallback={<Loading label="Loading the map…" />}>
          <NearbyMapView {...props} />
        </Suspense>
      ) : null}
    </section>
  );
}
