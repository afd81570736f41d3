/** OpenStreetMap's standard tiles (production default; their usage policy asks for attribution). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The map tile URL template, or null for none. VITE_MAP_TILE_URL decides when set ("" = none).
 * Otherwise production uses OpenStreetMap and local runs (built for the emulators, usually
 * offline) use none: the map then shows its markers on a plain background.
 */
export function tileUrl(env: Record<string, unknown> = import.meta.env): string | null {
  const configured = env.VITE_MAP_TILE_URL;
  if (typeof configured === 'string') return configured.trim() === '' ? null : configured.trim();
  const local =
    typeof env.VITE_FIREBASE_EMULATORS === 'string' && env.VITE_FIREBASE_EMULATORS !== '';
  return local ? null : OSM_TILE_URL;
}
