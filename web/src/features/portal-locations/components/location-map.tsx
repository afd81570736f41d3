// The Leaflet map of the venue form, in its own chunk: loaded only when someone asks for it or
// an address places the pin.
import 'leaflet/dist/leaflet.css';

import { DEFAULT_CENTER } from '@fundax/core';
import { type LeafletEventHandlerFnMap, divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

import { OrientationLayer } from '../../../components/map/orientation-layer';
import { LEAFLET_MAP_OPTIONS } from '../../../utils/leaflet-map-options';
import { type Point, roundCoordinate } from '../utils/pin-nudge';

/** Where the map should look: set when an address or the device places the pin. */
export interface MapView {
  center: Point;
  zoom: number;
}

interface LocationMapProps {
  /** The pin, [latitude, longitude], or null before there is one. */
  value: Point | null;
  /** Move the map here (a new object each time it should move). */
  view: MapView | null;
  /** A click on the map or the pin dropped after a drag. */
  onPick: (location: Point) => void;
  /** A {z}/{x}/{y} tile URL template, or null for none (the offline orientation layer). */
  tiles: string | null;
}

/**
 * The pin: a CSS shape, not Leaflet's default image icon (which a bundle cannot locate and
 * would fetch). Focusable, named by its title for screen readers.
 */
const PIN_ICON = divIcon({
  className: 'venue-pin',
  html: '<span class="venue-pin__head"></span>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

const pointOf = ({ lat, lng }: { lat: number; lng: number }): Point => [
  roundCoordinate(lat),
  roundCoordinate(lng),
];

function PickOnClick({ onPick }: { onPick: LocationMapProps['onPick'] }) {
  useMapEvents({ click: ({ latlng }) => onPick(pointOf(latlng)) });
  return null;
}

/** Follows the form: a new view is shown as asked; a pin moved off screen is brought back. */
function FollowPin({ value, view }: { value: Point | null; view: MapView | null }) {
  const map = useMap();
  useEffect(() => {
    if (view) map.setView(view.center, view.zoom);
  }, [map, view]);
  useEffect(() => {
    if (value && !map.getBounds().contains(value)) map.panTo(value);
  }, [map, value]);
  return null;
}

/**
 * Drag the pin to the venue's door, or click (tap) the map to put it there; the fields beside
 * it show the numbers, and the buttons under it move it from the keyboard.
 */
export default function LocationMap({ value, view, onPick, tiles }: LocationMapProps) {
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: (event) => {
        const marker = event.target as { getLatLng: () => { lat: number; lng: number } };
        onPick(pointOf(marker.getLatLng()));
      },
    }),
    [onPick],
  );
  const start = view ?? { center: value ?? [...DEFAULT_CENTER], zoom: value ? 17 : 11 };
  return (
    <MapContainer
      {...LEAFLET_MAP_OPTIONS}
      className="location-map"
      center={start.center}
      zoom={start.zoom}
      maxZoom={19}
      scrollWheelZoom={false}
      attributionControl={tiles !== null}
    >
      {tiles ? <TileLayer url={tiles} maxZoom={19} /> : <OrientationLayer />}
      <PickOnClick onPick={onPick} />
      <FollowPin value={value} view={view} />
      {value ? (
        <Marker
          position={value}
          icon={PIN_ICON}
          draggable
          autoPan
          title="The venue’s pin: drag it to the door"
          eventHandlers={handlers}
        />
      ) : null}
    </MapContainer>
  );
}
