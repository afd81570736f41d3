import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { type PublicVenue, SERVED_PAGE_ELEMENT_ID } from '@fundax/core';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as groupReads from '../features/networking/api/read-groups';
import * as partnerReads from '../features/partners/api/read-partners';
import { groupView, publicProfile, serveInHtml } from '../testing/public-fixtures';
import { Component as Businesses, preload as preloadBusinesses } from './routes/businesses';
import { Component as Partners, preload as preloadPartners } from './routes/partners';
import { store } from './store';

vi.mock(import('../features/partners/api/read-partners'), async (original) => ({
  ...(await original()),
  readPartners: vi.fn(),
  readVenues: vi.fn(),
}));
vi.mock(import('../features/networking/api/read-groups'), async (original) => ({
  ...(await original()),
  readGroups: vi.fn(),
}));

const venue = (id: string, name: string): PublicVenue => ({
  id,
  name,
  address: '3600 Central Ave SE, Albuquerque, NM 87108',
  category: 'brewery',
  description: 'Local beer, long tables.',
  imageUrl: null,
  image: null,
  website: null,
  ownerId: 'demo-partner',
  lat: 35.08,
  lng: -106.6,
});

const group = groupView();

/** The page at `path` on the app's own store (the route's preload fills it). */
function renderAt(path: string, pattern: string, element: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={element} />
    </Routes>,
    { initialEntries: [path], store },
  );
}

/** Long enough for a read to have started (its module loads first). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  vi.mocked(partnerReads.readPartners).mockResolvedValue([]);
  vi.mocked(partnerReads.readVenues).mockResolvedValue([venue('v-live', 'Read live')]);
  vi.mocked(groupReads.readGroups).mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/partners, served with its data', () => {
  it('shows the partners its HTML came with, and reads nothing while that copy is fresh', async () => {
    const partner = publicProfile({
      id: 'p-served',
      role: 'partner',
      organizationName: 'Sawmill Taproom',
      fundraiser: null,
    });
    serveInHtml({ kind: 'partners', partners: [partner], readAt: new Date().toISOString() });
    preloadPartners();
    expect(document.getElementById(SERVED_PAGE_ELEMENT_ID)).toBeNull();
    renderAt('/partners', '/partners', <Partners />);
    expect(await screen.findByRole('link', { name: /Sawmill Taproom/ })).toBeVisible();
    await settle();
    expect(partnerReads.readPartners).not.toHaveBeenCalled();
  });
});

describe('/businesses, served with its data', () => {
  it('shows the venues of its category and the groups, and reads nothing while fresh', async () => {
    serveInHtml({
      kind: 'businesses',
      category: 'brewery',
      venues: [venue('v-served', 'Tractor Brewing')],
      groups: [group],
      readAt: new Date().toISOString(),
    });
    preloadBusinesses({}, new URL('https://fundax.test/businesses?category=brewery'));
    renderAt('/businesses?category=brewery', '/businesses', <Businesses />);
    const breweries = await screen.findByRole('region', { name: 'Brewery or taproom' });
    expect(within(breweries).getByText('Tractor Brewing')).toBeVisible();
    expect(screen.getByText('Nob Hill Referral Circle')).toBeVisible();
    await settle();
    expect(partnerReads.readVenues).not.toHaveBeenCalled();
    expect(groupReads.readGroups).not.toHaveBeenCalled();
  });

  it('reads live when the data was served for another category, or has aged', async () => {
    serveInHtml({
      kind: 'businesses',
      category: null,
      venues: [venue('v-all', 'Served for all')],
      groups: [],
      readAt: new Date().toISOString(),
    });
    preloadBusinesses({}, new URL('https://fundax.test/businesses?category=cafe'));
    expect(document.getElementById(SERVED_PAGE_ELEMENT_ID)).toBeNull();
    await vi.waitFor(() => expect(partnerReads.readVenues).toHaveBeenCalledWith('cafe'));

    serveInHtml({
      kind: 'businesses',
      category: 'retail',
      venues: [venue('v-aged', 'Served long ago')],
      groups: [],
      readAt: new Date(Date.now() - 120_000).toISOString(),
    });
    preloadBusinesses({}, new URL('https://fundax.test/businesses?category=retail'));
    await vi.waitFor(() => expect(partnerReads.readVenues).toHaveBeenCalledWith('retail'));
  });
});
