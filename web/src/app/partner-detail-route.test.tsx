// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { makeStore } from '@fundax/client';
import type { PublicVenue } from '@fundax/core';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import * as eventReads from '../features/events/api/read-events';
import * as partnerReads from '../features/partners/api/read-partners';
import { Component as PartnerDetail } from './routes/partner-detail';

vi.mock('../features/partners/api/read-partners', () => ({
  readPartner: vi.fn(),
  readPartnerVenues: vi.fn(),
  readPartners: vi.fn(),
  readFunders: vi.fn(),
  readVenues: vi.fn(),
}));
vi.mock('../features/events/api/read-events', () => ({
  readEvent: vi.fn(),
  readSpecialEvents: vi.fn(),
  readPartnerEvents: vi.fn(),
  readFundaxerEvents: vi.fn(),
}));

const venue: PublicVenue = {
  id: 'v-bacas-old-town',
  name: 'Baca’s Green Chile Kitchen – Old Town',
  address: '2011 Mountain Rd NW, Albuquerque, NM 87104',
  category: 'restaurant',
  description: 'New Mexican plates, red or green.',
  imageUrl: null,
  image: null,
  website: null,
  ownerId: 'demo-partner',
  lat: 35.0967,
  lng: -106.6698,
};

const never = () => new Promise<never>(() => undefined);

function renderAt(entry: { pathname: string; search?: string; state?: unknown }) {
  return render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/partner/:id" element={<PartnerDetail />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
});

describe('/partner/{id}', () => {
  it('shows a venue passed as navigation state at once, while the rest loads', async () => {
    vi.mocked(partnerReads.readPartner).mockImplementation(never);
    vi.mocked(partnerReads.readPartnerVenues).mockImplementation(never);
    vi.mocked(eventReads.readPartnerEvents).mockImplementation(never);
    renderAt({
      pathname: '/partner/demo-partner',
      search: `?venue=${venue.id}`,
      state: { venue },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(venue.name);
    expect(screen.getByRole('heading', { name: 'About this location' })).toBeVisible();
    expect(screen.getByText('Loading events…')).toBeVisible();
    await vi.waitFor(() => expect(partnerReads.readPartner).toHaveBeenCalledWith('demo-partner'));
  });

  it('ignores navigation state that is not a venue', () => {
    vi.mocked(partnerReads.readPartner).mockImplementation(never);
    vi.mocked(partnerReads.readPartnerVenues).mockImplementation(never);
    vi.mocked(eventReads.readPartnerEvents).mockImplementation(never);
    renderAt({ pathname: '/partner/demo-partner', state: { venue: { name: 'forged' } } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Partner business');
  });

  it('opens on the partner when no venue is named, with its locations and about', async () => {
    vi.mocked(partnerReads.readPartner).mockResolvedValue({
      id: 'demo-partner',
      role: 'partner',
      displayName: 'Miguel Baca',
      organizationName: 'Baca’s Green Chile Kitchen',
      bio: 'Third-generation cook.',
      city: 'Albuquerque',
      website: null,
      imageUrl: null,
      categories: [],
      fundraiser: null,
    });
    vi.mocked(partnerReads.readPartnerVenues).mockResolvedValue([venue]);
    vi.mocked(eventReads.readPartnerEvents).mockResolvedValue([]);
    renderAt({ pathname: '/partner/demo-partner' });
    // The page's heading says "Partner business" until the partner's read answers.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Baca’s Green Chile Kitchen' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: venue.name })).toHaveAttribute(
      'href',
      `/partner/demo-partner?venue=${venue.id}`,
    );
    expect(await screen.findByText('No upcoming events here yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'About Baca’s Green Chile Kitchen' })).toBeVisible();
  });

  it('says so when there is no such partner', async () => {
    vi.mocked(partnerReads.readPartner).mockResolvedValue(null);
    vi.mocked(partnerReads.readPartnerVenues).mockResolvedValue([]);
    vi.mocked(eventReads.readPartnerEvents).mockResolvedValue([]);
    renderAt({ pathname: '/partner/nobody' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Business not found' }),
    ).toBeVisible();
  });

  it('shows the catalogue message and a retry when the partner cannot be read', async () => {
    vi.mocked(partnerReads.readPartner).mockRejectedValue(new TypeError('Failed to fetch'));
    vi.mocked(partnerReads.readPartnerVenues).mockResolvedValue([]);
    vi.mocked(eventReads.readPartnerEvents).mockResolvedValue([]);
    renderAt({ pathname: '/partner/demo-partner' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this business. We cannot reach Fundax right now.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
