// The Leaflet map of the venue form, in its own chunk: loaded only when someone asks for it.
import 'leaflet/dist/leaflet.css';

import { DEFAULT_CENTER } from '@fundax/core';
import { CircleMarker, MapContainer, TileLayer, useMapEvents } from 'react-leaflet';

import { OrientationLayer } from '../../../components/map/orientation-layer';
import { LEAFLET_MAP_OPTIONS } from '../../../utils/leaflet-map-options';

interface LocationMapProps {
  /** The spot picked so far, [latitude, longitude], or null. */
  value: [number, number] | null;
  onPick: (location: [number, number]) => void;
  /** A {z}/{x}/{y} tile URL template, or null for none (markers on a plain background). */
  tiles: string | null;
}

function PickOnClick({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  useMapEvents({
    click: ({ latlng }) => onPick([round(latlng.lat), round(latlng.lng)]),
  });
  return null;
}

/** Six decimals: about 10 cm, more than a storefront needs. */
function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Click (or tap) the map to set the venue's spot; the fields beside it show the numbers. */
export default function LocationMap({ value, onPick, tiles }: LocationMapProps) {
  return (
    <MapContainer
      {...LEAFLET_MAP_OPTIONS}
      className="location-map"
      center={value ?? [...DEFAULT_CENTER]}
      zoom={value ? 15 : 11}
      scrollWheelZoom={false}
      attributionControl={tiles !== null}
    >
      {tiles ? <TileLayer url={tiles} /> : <OrientationLayer />}
      <PickOnClick onPick={onPick} />
      {value ? (
        <CircleMarker
          center={value}
          radius={9}
          pathOptions={{ color: '#ffffff', weight: 2, fillColor: '#b4540f', fillOpacity: 1 }}
        />
      ) : null}
    </MapContainer>
  );
}
