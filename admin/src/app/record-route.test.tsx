import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { auditRecord, eventRecord, profileRecord, venueRecord } from '../testing/records';
import { Component as RecordPage } from './routes/record';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({ readRecord: vi.fn(), readRecordsPage: vi.fn() }));
vi.mock(import('../features/records/api/record-reads'), async (original) => ({
  ...(await original()),
  ...reads,
}));

function renderAt(path: string, adminUid = 'demo-admin') {
  return renderWithProviders(
    <Routes>
      <Route path="/auth/record/:id" element={<RecordPage />} />
    </Routes>,
    {
      initialEntries: [path],
      preloadedState: { admin: { uid: adminUid, isAdmin: true } },
    },
  );
}

beforeEach(() => {
  call.mockReset();
  reads.readRecord.mockReset();
});
afterEach(cleanup);

describe('/auth/record/{id}', () => {
  it('shows an event’s status, fields and history', async () => {
    reads.readRecord.mockResolvedValue([
      {
        kind: 'event',
        data: eventRecord({
          fundaxerId: 'demo-fundaxer',
          fundaxerName: 'Dana Yazzie',
          goalCents: 80_000,
          raisedCents: 20_000,
        }),
        history: [auditRecord({ targetId: 'e-cookoff' })],
      },
    ]);
    renderAt('/auth/record/e-cookoff?kind=event');
    expect(
      await screen.findByRole('heading', { name: 'Event: Green Chile Cook-off' }),
    ).toBeVisible();
    expect(reads.readRecord).toHaveBeenCalledWith('e-cookoff', 'event');
    expect(screen.getByText('$200.00 of $800.00')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dana Yazzie' })).toHaveAttribute(
      'href',
      '/auth/record/demo-fundaxer?kind=profile',
    );
    const history = screen.getByRole('region', { name: 'History of Green Chile Cook-off' });
    expect(within(history).getByText('Event approved')).toBeVisible();
  });

  it('features a live event after a confirm step, and says so', async () => {
    reads.readRecord.mockResolvedValue([{ kind: 'event', data: eventRecord(), history: [] }]);
    call.mockResolvedValue({ id: 'e-cookoff', special: true });
    const { user } = renderAt('/auth/record/e-cookoff?kind=event');
    await user.click(await screen.findByRole('button', { name: 'Feature as special…' }));
    expect(
      screen.getByText('The event appears on the public special-events page until it ends.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Feature event' }));
    expect(await screen.findByText('The event is featured.')).toBeVisible();
    expect(call).toHaveBeenCalledWith({ id: 'e-cookoff', special: true });
  });

  it('cancels an event with a reason, checked by the contract first', async () => {
    reads.readRecord.mockResolvedValue([{ kind: 'event', data: eventRecord(), history: [] }]);
    call.mockRejectedValueOnce(
      new CallFailure({ code: 'failed-precondition', message: 'This event has already ended.' }),
    );
    call.mockResolvedValueOnce({ id: 'e-cookoff' });
    const { user } = renderAt('/auth/record/e-cookoff?kind=event');
    await user.click(await screen.findByRole('button', { name: 'Cancel event…' }));
    const form = screen.getByRole('form', { name: 'Cancel Green Chile Cook-off' });
    expect(within(form).getByLabelText('Reason (optional)')).toHaveFocus();
    await user.type(within(form).getByLabelText('Reason (optional)'), 'no');
    await user.click(within(form).getByRole('button', { name: 'Cancel event' }));
    expect(await within(form).findByText('Reason needs at least 3 characters.')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
    await user.clear(within(form).getByLabelText('Reason (optional)'));
    await user.type(within(form).getByLabelText('Reason (optional)'), 'The venue flooded.');
    await user.click(within(form).getByRole('button', { name: 'Cancel event' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The event was not cancelled. This event has already ended.',
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel event' }));
    expect(
      await screen.findByText('Cancelled “Green Chile Cook-off”. It is hidden from the public.'),
    ).toBeVisible();
    expect(call).toHaveBeenLastCalledWith({ id: 'e-cookoff', reason: 'The venue flooded.' });
  });

  it('offers the review of a pending event, and the payouts of an ended one', async () => {
    reads.readRecord.mockResolvedValueOnce([
      {
        kind: 'event',
        data: eventRecord({ _status: { ...eventRecord()._status, approved: null } }),
        history: [],
      },
    ]);
    renderAt('/auth/record/e-cookoff?kind=event');
    expect(
      await screen.findByRole('button', { name: 'Approve Green Chile Cook-off' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Feature as special…' })).toBeNull();
    cleanup();
    reads.readRecord.mockResolvedValueOnce([
      {
        kind: 'event',
        data: eventRecord({
          eventStart: '2025-05-02T00:00:00.000Z',
          eventEnd: '2025-05-02T04:00:00.000Z',
        }),
        history: [],
      },
    ]);
    renderAt('/auth/record/e-cookoff?kind=event');
    expect(await screen.findByRole('link', { name: 'Payouts and ledger' })).toHaveAttribute(
      'href',
      '/auth/accounting?event=e-cookoff',
    );
    expect(screen.queryByRole('button', { name: 'Cancel event…' })).toBeNull();
  });

  it('disables a venue after a confirm step', async () => {
    reads.readRecord.mockResolvedValue([{ kind: 'venue', data: venueRecord(), history: [] }]);
    call.mockResolvedValue({ id: 'v-old-town' });
    const { user } = renderAt('/auth/record/v-old-town?kind=venue');
    expect(
      await screen.findByRole('heading', { name: 'Venue: Baca’s Green Chile Kitchen – Old Town' }),
    ).toBeVisible();
    expect(screen.getByText('(505) 555-0134')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Disable venue…' }));
    await user.click(screen.getByRole('button', { name: 'Disable venue' }));
    expect(
      await screen.findByText('Disabled “Baca’s Green Chile Kitchen – Old Town”.'),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith({ id: 'v-old-town' });
  });

  it('shows a profile with its private account and grants admin', async () => {
    reads.readRecord.mockResolvedValue([
      {
        kind: 'profile',
        data: profileRecord(),
        account: {
          email: 'fundaxer@fundax.test',
          emailVerified: true,
          phone: '(505) 555-0111',
        },
        history: [auditRecord({ action: 'admin.revoke', targetType: 'user' })],
      },
    ]);
    call.mockResolvedValue({ uid: 'demo-fundaxer', admin: true });
    const { user } = renderAt('/auth/record/demo-fundaxer?kind=profile');
    expect(await screen.findByText('fundaxer@fundax.test')).toBeVisible();
    expect(screen.getByText('Verified')).toBeVisible();
    expect(screen.getByText('New library books: $612.50 of $6,000.00')).toBeVisible();
    expect(
      screen.getByText(/Admin revoked Nov 20, 2026, 10:30 AM MST \(audit log\)/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Grant admin…' }));
    await user.click(screen.getByRole('button', { name: 'Grant admin' }));
    expect(
      await screen.findByText('Dana Yazzie is now an admin (from their next sign-in).'),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith({ uid: 'demo-fundaxer', admin: true });
  });

  it('says when a profile’s account email is not verified', async () => {
    reads.readRecord.mockResolvedValue([
      {
        kind: 'profile',
        data: profileRecord(),
        account: { email: 'typed@fundax.test', emailVerified: false, phone: null },
        history: [],
      },
    ]);
    renderAt('/auth/record/demo-fundaxer?kind=profile');
    const email = await screen.findByText('typed@fundax.test');
    expect(within(email).getByText('Not verified')).toBeVisible();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('never lets an admin revoke their own claim', async () => {
    reads.readRecord.mockResolvedValue([
      { kind: 'profile', data: profileRecord({ id: 'demo-admin' }), account: null, history: [] },
    ]);
    renderAt('/auth/record/demo-admin?kind=profile', 'demo-admin');
    expect(await screen.findByRole('button', { name: 'Revoke admin…' })).toBeDisabled();
    expect(screen.getByText('You cannot revoke your own admin claim.')).toBeVisible();
    expect(screen.getByText('No account document')).toBeVisible();
  });

  it('asks every kind for a pasted id, and says when none has it', async () => {
    reads.readRecord.mockResolvedValue([]);
    renderAt('/auth/record/nothing-here');
    expect(await screen.findByText(/No event, venue or profile has the id/)).toBeVisible();
    expect(reads.readRecord).toHaveBeenCalledWith('nothing-here', null);
  });

  it('shows a failed read with a way to try again', async () => {
    reads.readRecord.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    reads.readRecord.mockResolvedValueOnce([{ kind: 'venue', data: venueRecord(), history: [] }]);
    const { user } = renderAt('/auth/record/v-old-town?kind=venue');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('this record');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Old Town'),
    );
  });
});
