import { describe, expect, it } from 'vitest';

import { OSM_TILE_URL, tileUrl } from './map-tiles';

describe('tileUrl', () => {
  it('uses the configured template', () => {
    expect(tileUrl({ VITE_MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' })).toBe(
      'https://tiles.example/{z}/{x}/{y}.png',
    );
  });

  it('draws no tiles when configured empty', () => {
    expect(tileUrl({ VITE_MAP_TILE_URL: '', VITE_FIREBASE_EMULATORS: '' })).toBeNull();
  });

  it('defaults to OpenStreetMap in production and to none on the emulators', () => {
    expect(tileUrl({ VITE_FIREBASE_EMULATORS: '' })).toBe(OSM_TILE_URL);
    expect(tileUrl({ VITE_FIREBASE_EMULATORS: '{"auth":"127.0.0.1:9099"}' })).toBeNull();
  });
});
