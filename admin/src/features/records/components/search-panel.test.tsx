import '@testing-library/jest-dom/vitest';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { SearchPanel } from './search-panel';

const calls = vi.hoisted(() => ({ searchRecords: vi.fn() }));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/auth/search"
        element={
          <>
            <SearchPanel />
            <Where />
          </>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the admin search', () => {
  it('lists hidden records with their state, best first, each linking to its record', async () => {
    calls.searchRecords.mockResolvedValue({
      items: [
        {
          kind: 'event',
          id: 'e-garden-hops',
          title: 'Garden Hops Night',
          subtitle: 'Nob Hill Taproom',
          score: 14.2,
          state: 'pending',
        },
        {
          kind: 'venue',
          id: 'v-saigon-truck',
          title: 'Saigon Sunrise Food Truck',
          subtitle: '1 Civic Plaza NW',
          score: 2,
          state: 'removed',
        },
        {
          kind: 'profile',
          id: 'seed-fundaxer-garden',
          title: 'Teresa Montoya',
          score: 1.5,
          state: 'unlisted',
        },
      ],
    });
    renderAt('/auth/search?q=gardn%20hops');
    const results = screen.getByRole('region', { name: 'Search results' });
    expect(
      await within(results).findByText('3 matches for “gardn hops”, best first.'),
    ).toHaveAttribute('role', 'status');
    expect(calls.searchRecords).toHaveBeenCalledWith({ query: 'gardn hops', limit: 50 });
    const rows = within(results).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Garden Hops NightEventPending reviewNob Hill Taproom',
      'Saigon Sunrise Food TruckVenueRemoved1 Civic Plaza NW',
      'Teresa MontoyaProfileUnlisted—',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute(
      'href',
      '/auth/record/e-garden-hops?kind=event',
    );
  });

  it('searches one kind from the form, the term and kind in the address', async () => {
    calls.searchRecords.mockResolvedValue({ items: [] });
    const { user } = renderAt('/auth/search');
    expect(screen.getByText('Type a name, a title or an id to search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Name, title or id' }), ' pena ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Venues');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Where' })).toHaveTextContent(
      '/auth/search?q=pena&kind=venue',
    );
    expect(await screen.findByText('Nothing matches “pena”.')).toBeInTheDocument();
    expect(calls.searchRecords).toHaveBeenCalledWith({
      query: 'pena',
      limit: 50,
      kinds: ['venue'],
    });
  });

  it('shows a failure in the catalogue’s words with a retry', async () => {
    const { CallFailure } = await import('@fundax/client');
    calls.searchRecords.mockRejectedValue(
      new CallFailure({ code: 'permission-denied', message: 'raw' }),
    );
    renderAt('/auth/search?q=hops');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not load the search results\./);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
