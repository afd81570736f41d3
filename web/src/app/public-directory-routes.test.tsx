import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import type { PublicVenue } from '@fundax/core';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { toEventView } from '@fundax/core';
import * as eventReads from '../features/events/api/read-events';
import { storedEvent } from '../features/events/api/test-event';
import * as fundaxerReads from '../features/fundraisers/api/read-fundaxers';
import * as groupReads from '../features/networking/api/read-groups';
import * as partnerReads from '../features/partners/api/read-partners';
import * as storyReads from '../features/stories/api/read-stories';
import { publicProfile, storyView } from '../testing/public-fixtures';
import FeaturedFundraisers from './home/featured-fundraisers';
import SuccessStories from './home/success-stories';
import { Component as Businesses } from './routes/businesses';
import { Component as FundaxerListing } from './routes/fundaxer-listing';
import { Component as SuccessStory } from './routes/success-story';

vi.mock(import('../features/fundraisers/api/read-fundaxers'), async (original) => ({
  ...(await original()),
  readFundaxer: vi.fn(),
  readFundaxers: vi.fn(),
}));
vi.mock(import('../features/events/api/read-events'), async (original) => ({
  ...(await original()),
  readFundaxerEvents: vi.fn(),
}));
vi.mock(import('../features/stories/api/read-stories'), async (original) => ({
  ...(await original()),
  readStories: vi.fn(),
  readStory: vi.fn(),
}));
vi.mock(import('../features/partners/api/read-partners'), async (original) => ({
  ...(await original()),
  readVenues: vi.fn(),
}));
vi.mock(import('../features/networking/api/read-groups'), async (original) => ({
  ...(await original()),
  readGroups: vi.fn(),
}));

function Where() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderAt(path: string, pattern: string, element: ReactElement) {
  return renderWithProviders(
    <Routes>
      <Route
        path={pattern}
        element={
          <>
            {element}
            <Where />
          </>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
}

const garden = publicProfile({
  id: 'garden',
  displayName: 'Los Duranes Garden',
  organizationName: null,
  fundraiser: {
    title: 'Drip lines for the garden',
    story: 'Water for every bed of the community garden.',
    category: 'environment',
    goalCents: 100_000,
    raisedCents: 90_000,
  },
});

const venue: PublicVenue = {
  id: 'v-old-town',
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

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-01T00:00:00Z'));
  vi.mocked(fundaxerReads.readFundaxers).mockResolvedValue([publicProfile(), garden]);
  vi.mocked(fundaxerReads.readFundaxer).mockResolvedValue(publicProfile());
  vi.mocked(eventReads.readFundaxerEvents).mockResolvedValue([
    toEventView(storedEvent()),
    toEventView(
      storedEvent({
        id: 'e-past',
        title: 'Back-to-School Library Night',
        eventStart: new Date('2026-08-14T00:00:00Z'),
        eventEnd: new Date('2026-08-14T04:00:00Z'),
      }),
    ),
  ]);
  vi.mocked(storyReads.readStories).mockResolvedValue([storyView()]);
  vi.mocked(storyReads.readStory).mockResolvedValue(storyView());
  vi.mocked(partnerReads.readVenues).mockResolvedValue([venue]);
  vi.mocked(groupReads.readGroups).mockResolvedValue([]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('/fundaxer-listing', () => {
  it('lists fundraisers, filtered by cause in the address', async () => {
    const { user } = renderAt('/fundaxer-listing', '/fundaxer-listing', <FundaxerListing />);
    expect(await screen.findByRole('link', { name: 'New library books' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 fundraisers');
    vi.mocked(fundaxerReads.readFundaxers).mockResolvedValue([]);
    await user.selectOptions(screen.getByLabelText('Cause'), 'health');
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?cause=health'));
    expect(fundaxerReads.readFundaxers).toHaveBeenLastCalledWith('health');
    expect(await screen.findByText('No fundraisers for this cause yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show every cause' }));
    await waitFor(() => expect(screen.getByTestId('search')).toBeEmptyDOMElement());
  });

  it('shows one fundaxer with upcoming events first and past ones apart', async () => {
    renderAt('/fundaxer-listing?id=demo-fundaxer', '/fundaxer-listing', <FundaxerListing />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monte Vista Elementary PTA' }),
    ).toBeVisible();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(within(upcoming).getByText('Library Night at Baca’s')).toBeVisible();
    const past = screen.getByRole('region', { name: 'Past events' });
    expect(within(past).getByText('Back-to-School Library Night')).toBeVisible();
    expect(eventReads.readFundaxerEvents).toHaveBeenCalledWith('demo-fundaxer');
  });

  it('says when there is no listed fundraiser at the address', async () => {
    vi.mocked(fundaxerReads.readFundaxer).mockResolvedValue(null);
    renderAt('/fundaxer-listing?id=nobody', '/fundaxer-listing', <FundaxerListing />);
    expect(await screen.findByRole('heading', { name: 'Fundraiser not found' })).toBeVisible();
  });
});

describe('/successStory', () => {
  it('lists the published stories, and opens one by its id', async () => {
    renderAt('/successStory', '/successStory', <SuccessStory />);
    expect(await screen.findByRole('link', { name: 'Books for Bel-Air' })).toHaveAttribute(
      'href',
      '/successStory?id=s-library',
    );
    cleanup();
    renderAt('/successStory?id=s-library', '/successStory', <SuccessStory />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Books for Bel-Air' }),
    ).toBeVisible();
    expect(screen.getByText('$1,840.00 raised')).toBeVisible();
    expect(screen.getByText(/By spring the shelves were full\./)).toBeVisible();
  });

  it('says when the story is not published', async () => {
    vi.mocked(storyReads.readStory).mockResolvedValue(null);
    renderAt('/successStory?id=draft', '/successStory', <SuccessStory />);
    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeVisible();
  });
});

describe('/businesses', () => {
  it('lists partner venues by type of business, and the networking groups', async () => {
    const { user } = renderAt('/businesses', '/businesses', <Businesses />);
    const restaurants = await screen.findByRole('region', { name: 'Restaurant' });
    expect(within(restaurants).getByText('Baca’s Green Chile Kitchen – Old Town')).toBeVisible();
    vi.mocked(partnerReads.readVenues).mockResolvedValue([]);
    await user.selectOptions(screen.getByLabelText('Type of business'), 'cafe');
    expect(await screen.findByText('No businesses of this type yet.')).toBeVisible();
    expect(partnerReads.readVenues).toHaveBeenLastCalledWith('cafe');
    expect(groupReads.readGroups).toHaveBeenCalled();
  });
});

describe('home', () => {
  it('features the fundraisers furthest toward their goal', async () => {
    renderAt('/', '/', <FeaturedFundraisers />);
    const links = await screen.findAllByRole('link', { name: /library books|Drip lines/i });
    expect(links.map((link) => link.textContent)).toEqual([
      'Drip lines for the garden',
      'New library books',
    ]);
  });

  it('invites the first fundraiser, and shows the latest stories', async () => {
    vi.mocked(fundaxerReads.readFundaxers).mockResolvedValue([]);
    renderAt('/', '/', <FeaturedFundraisers />);
    expect(await screen.findByRole('link', { name: 'Start the first one' })).toBeVisible();
    cleanup();
    renderAt('/', '/', <SuccessStories />);
    expect(await screen.findByRole('link', { name: 'Books for Bel-Air' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read more success stories' })).toBeVisible();
  });
});
