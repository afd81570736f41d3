/**
 * Options every Leaflet map of the app is created with (MapContainer props).
 *
 * Zoom animation is off. Leaflet 1.9 cannot stop a zoom animation once it has started: it ends
 * it from a 250 ms timer that `map.remove()` does not clear (`map.stop()` only stops pans and
 * flyTo), and on a map removed in the meantime that timer throws "Cannot read properties of
 * undefined (reading '_leaflet_pos')" from `_onZoomTransitionEnd`. Our maps are removed whenever
 * the visitor leaves the page or closes the map, at any moment: right after the map fitted itself
 * to a search, or after a click on "+". Without the animation a zoom is applied at once, so
 * nothing is left running. Pans stay animated: removing the map stops those.
 */
export const LEAFLET_MAP_OPTIONS = { zoomAnimation: false } as const;
