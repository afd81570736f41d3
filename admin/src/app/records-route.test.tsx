import '@testing-library/jest-dom/vitest';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventRecord, profileRecord, venueRecord } from '../testing/records';
import { Component as Records } from './routes/records';

const reads = vi.hoisted(() => ({ readRecord: vi.fn(), readRecordsPage: vi.fn() }));
vi.mock(import('../features/records/api/record-reads'), async (original) => ({
  ...(await original()),
  ...reads,
}));

function Where() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/auth/records"
        element={
          <>
            <Records />
            <Where />
          </>
        }
      />
    </Routes>,
    { initialEntries: [path] },
  );
}

beforeEach(() => reads.readRecordsPage.mockReset());
afterEach(cleanup);

describe('/auth/records', () => {
  it('lists events by default, a page at a time', async () => {
    reads.readRecordsPage
      .mockResolvedValueOnce({
        items: [{ kind: 'event', data: eventRecord() }],
        nextCursor: 'e-cookoff',
      })
      .mockResolvedValueOnce({
        items: [{ kind: 'event', data: eventRecord({ id: 'e-fair', title: 'Book Fair Dinner' }) }],
        nextCursor: null,
      });
    const { user } = renderAt('/auth/records');
    const table = await screen.findByRole('table', { name: 'Events (1 shown)' });
    expect(within(table).getByRole('link', { name: 'Green Chile Cook-off' })).toHaveAttribute(
      'href',
      '/auth/record/e-cookoff?kind=event',
    );
    expect(screen.getByRole('status')).toHaveTextContent('1 shown.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Book Fair Dinner' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('End of the list (2).');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(reads.readRecordsPage).toHaveBeenLastCalledWith(
      { kind: 'event', status: undefined, category: undefined },
      'e-cookoff',
    );
  });

  it('filters by the choices, kept in the address', async () => {
    reads.readRecordsPage.mockResolvedValue({
      items: [{ kind: 'venue', data: venueRecord() }],
      nextCursor: null,
    });
    const { user } = renderAt('/auth/records?kind=venue');
    await screen.findByRole('table', { name: 'Venues (1 shown)' });
    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.selectOptions(within(filters).getByLabelText('Status'), 'disabled');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('search')).toHaveTextContent('?kind=venue&status=disabled'),
    );
    expect(reads.readRecordsPage).toHaveBeenLastCalledWith(
      { kind: 'venue', status: 'disabled', category: undefined },
      null,
    );
    expect(
      within(screen.getByRole('form', { name: 'Filters' })).getByLabelText('Status'),
    ).toHaveValue('disabled');
  });

  it('lists profiles by role and city, and says when nothing matches', async () => {
    reads.readRecordsPage.mockResolvedValueOnce({
      items: [{ kind: 'profile', data: profileRecord() }],
      nextCursor: null,
    });
    reads.readRecordsPage.mockResolvedValueOnce({ items: [], nextCursor: null });
    const { user } = renderAt('/auth/records?kind=profile');
    expect(await screen.findByRole('link', { name: 'Dana Yazzie' })).toBeVisible();
    const filters = screen.getByRole('form', { name: 'Filters' });
    await user.selectOptions(within(filters).getByLabelText('Role'), 'angel');
    await user.click(within(filters).getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();
  });

  it('shows a failed page with a way to try again', async () => {
    reads.readRecordsPage.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    reads.readRecordsPage.mockResolvedValueOnce({ items: [], nextCursor: null });
    const { user } = renderAt('/auth/records');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('the records');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing matches these filters.')).toBeVisible();
  });
});
