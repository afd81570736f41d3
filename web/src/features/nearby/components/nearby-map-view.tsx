// The Leaflet map, in its own chunk: NearbyMap loads it only when the map is about to be seen.
import 'leaflet/dist/leaflet.css';

import type { NearbyResults } from '@fundax/client/nearby/nearby-slice';
import type { LatLngBoundsExpression } from 'leaflet';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, Popup, TileLayer, useMap } from 'react-leaflet';
import { Link } from '@fundax/client';

import { OrientationLayer } from '../../../components/map/orientation-layer';
import { LEAFLET_MAP_OPTIONS } from '../../../utils/leaflet-map-options';
import { eventPath, partnerPath } from '../../../utils/public-paths';
import { OSM_ATTRIBUTION, OSM_TILE_URL, tileUrl } from '../utils/map-tiles';

interface NearbyMapViewProps {
  center: [number, number];
  radiusKm: number;
  results: NearbyResults;
}

/** The square around the search circle. */
function searchBounds(center: [number, number], radiusKm: number): LatLngBoundsExpression {
  const dLat = radiusKm / 111.32;
  const dLng = radiusKm / (111.32 * Math.cos((center[0] * Math.PI) / 180));
  return [
    [center[0] - dLat, center[1] - dLng],
    [center[0] + dLat, center[1] + dLng],
  ];
}

/** Fits the view to the search circle whenever the search changes (the map opens fitted). */
function FitToSearch({ center, radiusKm }: { center: [number, number]; radiusKm: number }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(searchBounds(center, radiusKm));
  }, [map, center, radiusKm]);
  return null;
}

/**
 * Markers for the results on tiles when configured, else on a plain background (offline and in
 * tests no tile is requested at all). Vector markers: no marker images to load.
 */
export default function NearbyMapView({ center, radiusKm, results }: NearbyMapViewProps) {
  const tiles = tileUrl();
  const points =
    results.kind === 'events'
      ? results.items.map((event) => ({
          id: event.id,
          lat: event.lat,
          lng: event.lng,
          title: event.title,
          detail: event.venueName,
          to: eventPath(event.id),
        }))
      : results.items.map((venue) => ({
          id: venue.id,
          lat: venue.lat,
          lng: venue.lng,
          title: venue.name,
          detail: venue.address,
          to: partnerPath(venue.ownerId, venue.id),
        }));
  return (
    <MapContainer
      {...LEAFLET_MAP_OPTIONS}
      className="nearby-map__canvas"
      bounds={searchBounds(center, radiusKm)}
      scrollWheelZoom={false}
      attributionControl={tiles !== null}
    >
      {tiles ? (
        <TileLayer url={tiles} attribution={tiles === OSM_TILE_URL ? OSM_ATTRIBUTION : ''} />
      ) : (
        <OrientationLayer />
      )}
      <FitToSearch center={center} radiusKm={radiusKm} />
      <Circle
        center={center}
        radius={radiusKm * 1000}
        pathOptions={{ color: '#0f5c4d', weight: 1, fillOpacity: 0.04 }}
      />
      <CircleMarker
        center={center}
        radius={6}
        pathOptions={{ color: '#1a5fb4', fillColor: '#1a5fb4', fillOpacity: 1 }}
      />
      {points.map((point) => (
        <CircleMarker
          key={point.id}
          center={[point.lat, point.lng]}
          radius={9}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b4540f', fillOpacity: 1 }}
        >
          <Popup>
            <Link to={point.to}>{point.title}</Link>
            <br />
            {point.detail}
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
