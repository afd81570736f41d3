import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

import { NearbySearch } from './nearby-search';

// The lookup's code cannot be fetched (the connection dropped after the page loaded).
vi.mock('@fundax/client/places/address-lookup', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

vi.mock('@fundax/client/callables/callable', () => ({
  callable: () => vi.fn(),
  publicCallable: () => vi.fn().mockResolvedValue({ items: [] }),
}));

// No results, so no map: nothing here waits for the viewport.
afterEach(cleanup);

it('says so in place of the address lookup when its code cannot load, and the search stays', async () => {
  const { user } = renderWithProviders(<NearbySearch />, { initialEntries: ['/'] });
  await screen.findByText('No upcoming events in this area yet.');
  const ask = screen.getByRole('button', { name: 'Search near an address' });
  await user.hover(ask);
  await user.click(ask);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not load the address search. Check your connection, then reload the page.',
  );
  expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  expect(screen.getByText('No upcoming events in this area yet.')).toBeInTheDocument();
  expect(screen.getByLabelText('Within')).toBeEnabled();
});
