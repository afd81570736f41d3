import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SearchPage } from './search-page';

const calls = vi.hoisted(() => ({ searchListings: vi.fn() }));

// The module boundary: the search reaches the backend only through callable().
// searchListings is public: it goes by name, without its schemas (publicCallable).
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
  publicCallable: (name: string) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[name]?.(input),
}));

const NOW = new Date('2026-11-22T19:00:00Z');

const upcoming = {
  kind: 'event' as const,
  id: 'e-pho-garden',
  title: 'Pho for the Garden',
  subtitle: 'Saigon Sunrise',
  eventStart: '2026-12-02T01:00:00.000Z',
  eventEnd: '2026-12-02T04:00:00.000Z',
  score: 7.2,
};
const ended = {
  ...upcoming,
  id: 'e-past-garden-bakery',
  title: 'Seeds & Scones',
  subtitle: 'Sunrise Bakery & Café',
  eventStart: '2026-10-08T14:00:00.000Z',
  eventEnd: '2026-10-08T19:00:00.000Z',
  score: 3.1,
};
const fundraiser = {
  kind: 'fundraiser' as const,
  id: 'seed-fundaxer-garden',
  title: 'Drip irrigation for Los Duranes Community Garden',
  subtitle: 'Teresa Montoya',
  score: 5,
};
const venue = {
  kind: 'venue' as const,
  id: 'v-panaderia-pena-barelas',
  title: 'Panadería Peña – Barelas',
  subtitle: '1021 4th St SW, Albuquerque, NM 87102',
  partnerId: 'seed-partner-ortiz',
  score: 9.1,
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/search"
        element={
          <>
            <SearchPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
}

const where = () => screen.getByRole('status', { name: 'Where' }).textContent;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('the search results page', () => {
  it('groups the results by kind, best group first, each linking to its page', async () => {
    calls.searchListings.mockResolvedValue({ items: [upcoming, fundraiser, ended] });
    renderAt('/search?q=gardn');
    expect(calls.searchListings).toHaveBeenCalledWith({ query: 'gardn' });
    expect(await screen.findByText('3 results for “gardn”.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Events (2)',
      'Fundraisers (1)',
    ]);
    const events = screen.getByRole('list', { name: 'Events' });
    const [first, second] = within(events).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Pho for the Garden' })).toHaveAttribute(
      'href',
      '/event/e-pho-garden',
    );
    expect(first).toHaveTextContent('Upcoming Tue, Dec 1 · 6:00 PM MST');
    expect(first).toHaveTextContent('At Saigon Sunrise');
    expect(second).toHaveTextContent('Ended Thu, Oct 8 · 8:00 AM MDT');
    const fundraisers = screen.getByRole('list', { name: 'Fundraisers' });
    expect(within(fundraisers).getByRole('link')).toHaveAttribute(
      'href',
      '/fundaxer-listing?id=seed-fundaxer-garden',
    );
    expect(fundraisers).toHaveTextContent('By Teresa Montoya');
  });

  it('links a venue to its partner’s page, opened on the venue', async () => {
    calls.searchListings.mockResolvedValue({ items: [venue] });
    renderAt('/search?q=Pena');
    const link = await screen.findByRole('link', { name: 'Panadería Peña – Barelas' });
    expect(link).toHaveAttribute(
      'href',
      '/partner/seed-partner-ortiz?venue=v-panaderia-pena-barelas',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Venues and partners (1)');
  });

  it('narrows to one kind from the form, keeping the words', async () => {
    calls.searchListings.mockResolvedValue({ items: [venue] });
    const { user } = renderAt('/search?q=pena');
    await screen.findByText('1 result for “pena”.');
    expect(screen.getByRole('radio', { name: 'Everything' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Venues and partners' }));
    expect(where()).toBe('/search?q=pena&kinds=venue');
    expect(calls.searchListings).toHaveBeenLastCalledWith({ query: 'pena', kinds: ['venue'] });
    expect(screen.getByRole('radio', { name: 'Venues and partners' })).toBeChecked();
  });

  it('searches again with new words', async () => {
    calls.searchListings.mockResolvedValue({ items: [] });
    const { user } = renderAt('/search?q=pena');
    const form = screen.getByRole('search', { name: 'Listings' });
    const field = within(form).getByRole('searchbox', { name: 'Search for' });
    expect(field).toHaveValue('pena');
    await user.clear(field);
    await user.type(field, 'tacos{Enter}');
    expect(where()).toBe('/search?q=tacos');
    expect(calls.searchListings).toHaveBeenLastCalledWith({ query: 'tacos' });
  });

  it('says when nothing was found and what to try, including every kind', async () => {
    calls.searchListings.mockResolvedValue({ items: [] });
    renderAt('/search?q=zzzz&kinds=event');
    expect(await screen.findByText('Nothing found for “zzzz”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search everything for “zzzz”' })).toHaveAttribute(
      'href',
      '/search?q=zzzz',
    );
    expect(screen.getByRole('link', { name: 'events near you' })).toHaveAttribute('href', '/');
  });

  it('shows a failure in the catalogue’s words, and tries again', async () => {
    calls.searchListings.mockRejectedValueOnce(
      new CallFailure({ code: 'unavailable', message: 'fetch failed' }),
    );
    calls.searchListings.mockResolvedValueOnce({ items: [venue] });
    const { user } = renderAt('/search?q=pena');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not load the search results\. /);
    expect(alert).not.toHaveTextContent('fetch failed');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 result for “pena”.')).toBeInTheDocument();
  });

  it('holds the space of the results while they load', () => {
    calls.searchListings.mockReturnValue(new Promise(() => undefined));
    renderAt('/search?q=pena');
    expect(screen.getByText('Loading the search results…')).toHaveClass('loading-reserve');
    // Busy for assistive technology; not dimmed (the muted words at 60% failed contrast).
    expect(screen.getByText('Loading the search results…').parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });

  it('asks nothing until words are typed', () => {
    renderAt('/search');
    expect(screen.getByText(/^Type a name:/)).toBeInTheDocument();
    expect(calls.searchListings).not.toHaveBeenCalled();
  });
});
