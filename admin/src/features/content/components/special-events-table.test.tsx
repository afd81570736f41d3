import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { eventRecord } from '../../../testing/records';
import { SpecialEventsTable } from './special-events-table';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({ readContent: vi.fn(), readStory: vi.fn() }));
vi.mock(import('../api/content-reads'), async (original) => ({ ...(await original()), ...reads }));

beforeEach(() => {
  call.mockReset();
  reads.readContent
    .mockReset()
    .mockResolvedValue([
      eventRecord(),
      eventRecord({ id: 'e-fair', title: 'Book Fair Dinner', special: true }),
    ]);
});
afterEach(cleanup);

const row = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('special events', () => {
  it('features an approved upcoming event and says so', async () => {
    call.mockResolvedValue({ id: 'e-cookoff', special: true });
    const { user } = renderWithProviders(<SpecialEventsTable />, {
      initialEntries: ['/auth/special-events'],
    });
    await screen.findByRole('table');
    expect(reads.readContent).toHaveBeenCalledWith('special');
    expect(within(row('Green Chile Cook-off')).getByText('Not featured')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Feature Green Chile Cook-off' }));
    expect(await within(row('Green Chile Cook-off')).findByText('Featured')).toBeVisible();
    expect(call).toHaveBeenCalledWith({ id: 'e-cookoff', special: true });
    expect(screen.getByRole('status')).toHaveTextContent('“Green Chile Cook-off” is featured.');
  });

  it('unfeatures one, and keeps it as it was when the change fails', async () => {
    call.mockRejectedValueOnce(
      new CallFailure({ code: 'failed-precondition', message: 'This event has ended.' }),
    );
    call.mockResolvedValueOnce({ id: 'e-fair', special: false });
    const { user } = renderWithProviders(<SpecialEventsTable />, {
      initialEntries: ['/auth/special-events'],
    });
    await user.click(await screen.findByRole('button', { name: 'Unfeature Book Fair Dinner' }));
    expect(await within(row('Book Fair Dinner')).findByRole('alert')).toHaveTextContent(
      'Not changed. This event has ended.',
    );
    expect(within(row('Book Fair Dinner')).getByText('Featured')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Unfeature Book Fair Dinner' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '“Book Fair Dinner” is no longer featured.',
    );
    expect(within(row('Book Fair Dinner')).getByText('Not featured')).toBeVisible();
  });

  it('says so when no approved event is coming up', async () => {
    reads.readContent.mockResolvedValue([]);
    renderWithProviders(<SpecialEventsTable />, { initialEntries: ['/auth/special-events'] });
    expect(await screen.findByText('No approved event is coming up.')).toBeVisible();
  });
});
