import { map as leafletMap } from 'leaflet';
import layer from 'virtual:fundax-orientation-layer';
import { afterEach, describe, expect, it } from 'vitest';

import { DETAIL_MIN_ZOOM, drawOrientation } from './orientation-layer';

const named = (kind: string) =>
  layer.features.filter((f) => f.properties.kind === kind).map((f) => f.properties.name);

function pointOf(kind: string, name: string): [number, number] {
  const feature = layer.features.find(
    (f) => f.properties.kind === kind && f.properties.name === name,
  );
  if (feature?.geometry.type !== 'Point') throw new Error(`${name} is missing`);
  return feature.geometry.coordinates;
}

describe('the offline orientation layer (built at build time from package data)', () => {
  it('outlines the metro counties and names its places and ZIP codes', () => {
    expect(named('county')).toEqual(
      expect.arrayContaining(['Bernalillo County', 'Sandoval County', 'Valencia County']),
    );
    expect(named('place')).toEqual(
      expect.arrayContaining(['Albuquerque', 'Rio Rancho', 'Corrales', 'Los Lunas']),
    );
    expect(named('zip')).toEqual(expect.arrayContaining(['87102', '87124', '87144']));
    // Downtown Albuquerque's ZIP sits downtown (within about 3 km of Civic Plaza).
    const [lng, lat] = pointOf('zip', '87102');
    expect(Math.abs(lat - 35.0844)).toBeLessThan(0.03);
    expect(Math.abs(lng - -106.6504)).toBeLessThan(0.03);
  });

  it('stays compact', () => {
    expect(JSON.stringify(layer).length).toBeLessThan(30_000);
  });

  it('credits its sources', () => {
    expect(layer.attribution).toContain('GeoNames');
    expect(layer.attribution).toContain('Census');
  });
});

describe('drawOrientation', () => {
  let container: HTMLDivElement;

  afterEach(() => container.remove());

  it('draws labels under the markers that take no focus, hides details zoomed out, and cleans up', () => {
    container = document.createElement('div');
    document.body.append(container);
    const map = leafletMap(container, { center: [35.0844, -106.6504], zoom: 11 });
    const undo = drawOrientation(map, {
      ...layer,
      // Points only: jsdom has no SVG or canvas renderer for the outlines.
      features: layer.features.filter((f) => f.geometry.type === 'Point'),
    });
    const labels = [...container.querySelectorAll('.orientation-label')];
    expect(labels.map((el) => el.textContent)).toEqual(
      expect.arrayContaining(['Albuquerque', 'Rio Rancho', '87102']),
    );
    expect(labels.every((el) => !el.hasAttribute('tabindex') && !el.hasAttribute('role'))).toBe(
      true,
    );
    expect(container.classList.contains('orientation--no-details')).toBe(true);
    map.setZoom(DETAIL_MIN_ZOOM, { animate: false });
    expect(container.classList.contains('orientation--no-details')).toBe(false);
    // Under the overlay pane, so labels never cover the result markers.
    expect(container.querySelector('.leaflet-orientation-pane .orientation-label')).not.toBeNull();
    expect(container.textContent).toContain('GeoNames');
    undo();
    expect(container.querySelectorAll('.orientation-label')).toHaveLength(0);
    expect(container.textContent).not.toContain('GeoNames');
    map.remove();
  });
});
