// What a map shows without street tiles (offline, local builds): county outlines, place names
// and ZIP codes around Albuquerque and Rio Rancho, so a visitor can tell where the markers are.
// The data is its own chunk, fetched only when a map renders this layer.
import './orientation-layer.css';

import { type Map as LeafletMap, control, divIcon, geoJSON, marker } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

import type {
  OrientationFeature,
  OrientationLayer as OrientationData,
} from '../../../vite-plugins/orientation-layer';

/** Below these zooms the smaller labels would only crowd the map. */
export const TOWN_MIN_ZOOM = 10;
/** Small places and ZIP codes. */
export const DETAIL_MIN_ZOOM = 12;

/**
 * The layer's own pane, under the overlay pane: outlines and labels are scenery, drawn beneath
 * the search circle and the result markers, never over them.
 */
const PANE = 'orientation';

function orientationPane(map: LeafletMap): string {
  if (!map.getPane(PANE)) {
    const pane = map.createPane(PANE);
    pane.style.zIndex = '350';
    pane.style.pointerEvents = 'none';
  }
  return PANE;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Which label sizes the current zoom shows (classes on the map container, read by the CSS). */
function showLabelsFor(map: LeafletMap): void {
  const zoom = map.getZoom();
  const classes = map.getContainer().classList;
  classes.toggle('orientation--no-towns', zoom < TOWN_MIN_ZOOM);
  classes.toggle('orientation--no-details', zoom < DETAIL_MIN_ZOOM);
}

function label(feature: OrientationFeature, latlng: Parameters<typeof marker>[0], pane: string) {
  const { kind, name, rank } = feature.properties;
  return marker(latlng, {
    icon: divIcon({
      className: `orientation-label orientation-label--${kind} orientation-label--rank-${rank}`,
      // A zero-size box at the point, with the text centred on it (Leaflet moves the box with
      // an inline transform, so the centring goes on the inner span).
      html: `<span class="orientation-label__text">${escape(name)}</span>`,
      iconSize: [0, 0],
    }),
    // Not interactive, not focusable: labels are scenery, the result markers are the content.
    interactive: false,
    keyboard: false,
    pane,
  });
}

/** Adds the layer (and its data credits) to the map it is rendered in; removes both on unmount. */
export function drawOrientation(map: LeafletMap, data: OrientationData): () => void {
  const pane = orientationPane(map);
  const layer = geoJSON(data as unknown as GeoJSON.FeatureCollection, {
    interactive: false,
    pane,
    style: {
      className: 'orientation-outline',
      color: '#7d8c88',
      weight: 1.5,
      dashArray: '6 4',
      fill: false,
    },
    pointToLayer: (feature, latlng) =>
      label(feature as unknown as OrientationFeature, latlng, pane),
  }).addTo(map);
  const credits = control
    .attribution({ prefix: false })
    .addAttribution(data.attribution)
    .addTo(map);
  showLabelsFor(map);
  const onZoom = () => showLabelsFor(map);
  map.on('zoomend', onZoom);
  return () => {
    map.off('zoomend', onZoom);
    layer.remove();
    credits.remove();
  };
}

/** The orientation layer for a react-leaflet map; draws nothing until its data has loaded. */
export function OrientationLayer() {
  const map = useMap();
  useEffect(() => {
    let undo: (() => void) | null = null;
    let cancelled = false;
    void import('virtual:fundax-orientation-layer').then(({ default: data }) => {
      if (!cancelled) undo = drawOrientation(map, data);
    });
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [map]);
  return null;
}
