// The Leaflet map of the alert form, in its own chunk: loaded only when someone asks for it.
import 'leaflet/dist/leaflet.css';

import { DEFAULT_CENTER } from '@fundax/core';
import { useEffect } from 'react';
import { Circle, CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';

import { OrientationLayer } from '../../../components/map/orientation-layer';
import { LEAFLET_MAP_OPTIONS } from '../../../utils/leaflet-map-options';

interface AlertAreaMapProps {
  /** The centre chosen so far, or null. */
  center: [number, number] | null;
  radiusKm: number;
  onPick: (point: [number, number]) => void;
  /** A {z}/{x}/{y} tile URL template, or null for none (the offline orientation layer). */
  tiles: string | null;
}

/** Four decimals: about 10 m, plenty for the middle of a circle kilometres wide. */
const round = (value: number) => Math.round(value * 1e4) / 1e4;

function PickOnClick({ onPick }: { onPick: AlertAreaMapProps['onPick'] }) {
  useMapEvents({ click: ({ latlng }) => onPick([round(latlng.lat), round(latlng.lng)]) });
  return null;
}

/** A centre chosen another way (a place, this device) moves into view. */
function FollowCentre({ center }: { center: [number, number] | null }) {
  const map = useMap();
  const lat = center?.[0];
  const lng = center?.[1];
  useEffect(() => {
    if (lat !== undefined && lng !== undefined) map.panTo([lat, lng]);
  }, [map, lat, lng]);
  return null;
}

/** The alert area as a circle; a click (or tap) moves its centre. */
export default function AlertAreaMap({ center, radiusKm, onPick, tiles }: AlertAreaMapProps) {
  return (
    <MapContainer
      {...LEAFLET_MAP_OPTIONS}
      className="location-map alert-area-map"
      center={center ?? [...DEFAULT_CENTER]}
      zoom={10}
      scrollWheelZoom={false}
      attributionControl={tiles !== null}
    >
      {tiles ? <TileLayer url={tiles} /> : <OrientationLayer />}
      <PickOnClick onPick={onPick} />
      <FollowCentre center={center} />
      {center ? (
        <>
          <Circle
            center={center}
            radius={radiusKm * 1000}
            pathOptions={{ color: '#0f5c4d', weight: 2, fillOpacity: 0.08 }}
          />
          <CircleMarker
            center={center}
            radius={7}
            pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b4540f', fillOpacity: 1 }}
          />
        </>
      ) : null}
    </MapContainer>
  );
}
