import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/portal-events/api/read-events';
import * as ledgerReads from '../features/portal-money/api/read-ledger';
import * as proposalReads from '../features/portal-proposals/api/read-proposals';
import { ledgerEntry, portalEvent, revisionView } from '../testing/portal-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as EventRoute } from './routes/portal-event';

const calls = vi.hoisted(() => ({
  updateEvent: vi.fn(),
  cancelEvent: vi.fn(),
  reportEventResults: vi.fn(),
  respondToEvent: vi.fn(),
}));

vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) =>
    (calls as Record<string, (input: unknown) => unknown>)[contract.name]?.(input),
}));
vi.mock('../features/portal-events/api/read-events', () => ({
  readOwnEvent: vi.fn(),
  readOwnEvents: vi.fn(),
  readFundaxerOptions: vi.fn(),
}));
vi.mock('../features/portal-money/api/read-ledger', () => ({ readLedger: vi.fn() }));
vi.mock('../features/portal-proposals/api/read-proposals', () => ({
  readEventRevision: vi.fn(),
  readAwaitingMe: vi.fn(),
}));

const BEFORE = new Date('2026-12-01T00:00:00Z');
const AFTER = new Date('2026-12-07T00:00:00Z');

function renderPage(role: 'partner' | 'fundaxer', now: Date) {
  vi.setSystemTime(now);
  return renderWithProviders(
    <Routes>
      <Route path="/portal/events/:id" element={<EventRoute />} />
    </Routes>,
    { preloadedState: signedInState(role), initialEntries: ['/portal/events/e1'] },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.mocked(reads.readOwnEvents).mockResolvedValue([]);
  vi.mocked(ledgerReads.readLedger).mockResolvedValue([]);
  vi.mocked(proposalReads.readEventRevision).mockResolvedValue(null);
  vi.mocked(reads.readFundaxerOptions).mockResolvedValue([
    { id: 'fundaxer-1', displayName: 'Dana Yazzie', fundraiserTitle: null },
  ]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('/portal/events/{id}', () => {
  it('says when there is no event of theirs at the address', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(null);
    renderPage('partner', BEFORE);
    expect(
      await screen.findByText('There is no event of yours at this address'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Event not found');
  });

  it('says an approved event’s change waits for review while the approved version stays public', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    // No change before the save; the one the save made, after it.
    vi.mocked(proposalReads.readEventRevision)
      .mockResolvedValueOnce(null)
      .mockResolvedValue(revisionView());
    calls.updateEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderPage('fundaxer', BEFORE);
    const form = await screen.findByRole('form', { name: 'Edit the event' });
    expect(
      within(form).getByText(/the public keeps seeing the approved version/),
    ).toBeInTheDocument();
    const percent = within(form).getByLabelText('Give-back percentage');
    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findByText(/Your change is saved and waits for review/),
    ).toBeInTheDocument();
    expect(calls.updateEvent).toHaveBeenCalledWith({ id: 'e1', givebackPercent: 25 });
    // The event and its change are read again; the form keeps its notice (no remount).
    await waitFor(() => expect(proposalReads.readEventRevision).toHaveBeenCalledTimes(2));
    expect(
      await screen.findByRole('region', { name: 'Change waiting for review' }),
    ).toBeInTheDocument();
    expect(within(form).getByText(/Your change is saved and waits for review/)).toBeInTheDocument();
  });

  it('shows a pending change beside the approved version, and the edit form starts from it', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    vi.mocked(proposalReads.readEventRevision).mockResolvedValue(revisionView());
    calls.updateEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderPage('partner', BEFORE);
    const panel = await screen.findByRole('region', { name: 'Change waiting for review' });
    expect(
      within(panel).getByText(
        /stays public as approved until a Fundax admin approves this change, after the fundaxer accepts it/,
      ),
    ).toBeInTheDocument();
    const table = within(panel).getByRole('table', { name: 'Approved version beside the change' });
    expect(within(table).getByRole('row', { name: /Ends/ })).toHaveTextContent(
      'EndsSat, Dec 5, 2026, 9:00 PM MSTSat, Dec 5, 2026, 10:00 PM MST',
    );
    expect(within(panel).getByText('Not answered yet')).toBeInTheDocument();
    // The partner proposed it: nothing for them to answer.
    expect(within(panel).queryByRole('button', { name: /Accept/ })).toBeNull();
    // The form starts from the proposed end (10 PM), so a new title builds on the change.
    const form = await screen.findByRole('form', { name: 'Edit the event' });
    expect(within(form).getByLabelText('End time')).toHaveValue('22:00');
    await user.clear(within(form).getByLabelText('Event title'));
    await user.type(within(form).getByLabelText('Event title'), 'Library Night II');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.updateEvent).toHaveBeenCalledWith({ id: 'e1', title: 'Library Night II' }),
    );
  });

  it('lets the side asked accept a change, or decline it only with a reason', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    vi.mocked(proposalReads.readEventRevision).mockResolvedValue(revisionView());
    calls.respondToEvent.mockResolvedValue({ id: 'e1', decision: 'decline', target: 'revision' });
    const { user } = renderPage('fundaxer', BEFORE);
    const panel = await screen.findByRole('region', { name: 'Change waiting for review' });
    await user.click(
      within(panel).getByRole('button', {
        name: 'Decline… the change to “Library Night at Baca’s”',
      }),
    );
    // The form's code loads when "Decline…" is chosen.
    const decline = await within(panel).findByRole('form', {
      name: 'Decline the change to “Library Night at Baca’s”',
    });
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    expect(await within(decline).findByText(/Reason/)).toBeInTheDocument();
    expect(calls.respondToEvent).not.toHaveBeenCalled();
    await user.type(within(decline).getByLabelText('Why you decline'), 'We close at nine.');
    await user.click(within(decline).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(calls.respondToEvent).toHaveBeenCalledWith({
        id: 'e1',
        decision: 'decline',
        reason: 'We close at nine.',
      }),
    );
    expect(
      await screen.findByText(
        /You declined the change to “Library Night at Baca’s”. The partner sees your reason./,
      ),
    ).toBeInTheDocument();
  });

  it('shows a proposal’s agreement, and the side asked accepts it', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(
      portalEvent({
        status: { ...portalEvent().status, approved: null },
        consent: { partner: 'awaiting', fundaxer: 'agreed', reason: null },
      }),
    );
    calls.respondToEvent.mockResolvedValue({ id: 'e1', decision: 'accept', target: 'event' });
    const { user } = renderPage('partner', BEFORE);
    const agreement = await screen.findByRole('region', { name: 'Agreement' });
    expect(
      within(agreement).getByText('Partner, Baca’s Green Chile Kitchen – Old Town (you)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Awaiting the other side')).toBeInTheDocument();
    await user.click(
      within(agreement).getByRole('button', { name: 'Accept “Library Night at Baca’s”' }),
    );
    await waitFor(() =>
      expect(calls.respondToEvent).toHaveBeenCalledWith({ id: 'e1', decision: 'accept' }),
    );
    expect(
      await screen.findByText(
        'You accepted “Library Night at Baca’s”. A Fundax admin reviews it next.',
      ),
    ).toBeInTheDocument();
    // The event is read again: its consent changed.
    await waitFor(() => expect(reads.readOwnEvent).toHaveBeenCalledTimes(2));
  });

  it('shows the proposer the other side’s reason for declining', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(
      portalEvent({
        status: { ...portalEvent().status, approved: null },
        consent: { partner: 'declined', fundaxer: 'agreed', reason: 'We are closed that night.' },
      }),
    );
    renderPage('fundaxer', BEFORE);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Declined')).toBeInTheDocument();
    expect(within(details).getByText('We are closed that night.')).toBeInTheDocument();
    const agreement = screen.getByRole('region', { name: 'Agreement' });
    expect(within(agreement).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('says why an event is hidden with its venue', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(
      portalEvent({
        status: {
          ...portalEvent().status,
          disabled: true,
          venueHidden: true,
          venueHiddenReason: '“Baca’s” is no longer listed on Fundax.',
        },
      }),
    );
    renderPage('fundaxer', BEFORE);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('Hidden with its venue')).toBeInTheDocument();
    expect(
      within(details).getByText('“Baca’s” is no longer listed on Fundax.'),
    ).toBeInTheDocument();
  });

  it('sends nothing when nothing changed', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    const { user } = renderPage('fundaxer', BEFORE);
    const form = await screen.findByRole('form', { name: 'Edit the event' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText(/Nothing changed/)).toBeInTheDocument();
    expect(calls.updateEvent).not.toHaveBeenCalled();
  });

  it('cancels only after a confirm step, with the reason', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    calls.cancelEvent.mockResolvedValue({ id: 'e1' });
    const { user } = renderPage('fundaxer', BEFORE);
    await user.click(await screen.findByRole('button', { name: 'Cancel this event…' }));
    const confirm = screen.getByRole('form', { name: 'Confirm cancelling the event' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep the event' }));
    expect(screen.queryByRole('form', { name: 'Confirm cancelling the event' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel this event…' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Kitchen remodel.');
    await user.click(screen.getByRole('button', { name: 'Cancel event' }));
    await waitFor(() =>
      expect(calls.cancelEvent).toHaveBeenCalledWith({ id: 'e1', reason: 'Kitchen remodel.' }),
    );
    // The event is read again after the change.
    await waitFor(() => expect(reads.readOwnEvent).toHaveBeenCalledTimes(2));
  });

  it('lets the partner report the sales after the event, with the terms and a preview', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent());
    calls.reportEventResults.mockResolvedValue({
      eventId: 'e1',
      salesCents: 306_250,
      raisedCents: 61_250,
    });
    const { user } = renderPage('partner', AFTER);
    const form = await screen.findByRole('form', { name: 'Report the results' });
    expect(within(form).getByText('20% of qualifying sales')).toBeInTheDocument();
    expect(within(form).getByText('Alcohol.')).toBeInTheDocument();
    expect(within(form).getByText('Type the sales to see what they raise.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Qualifying sales, in dollars'), '3062.50');
    // core's raisedFromSales: 20% of $3,062.50, before anything is sent.
    expect(
      within(form).getByText('At 20%, this raises $612.50 for the cause.'),
    ).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Report results' }));
    expect(
      await within(form).findByText('Recorded: sales of $3,062.50 raised $612.50.'),
    ).toBeInTheDocument();
    expect(calls.reportEventResults).toHaveBeenCalledWith({ eventId: 'e1', salesCents: 306_250 });
    // An ended event takes no edits.
    expect(screen.queryByRole('form', { name: 'Edit the event' })).toBeNull();
  });

  it('previews the partner’s own share when the terms define one', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(portalEvent({ partnerSharePercent: 5 }));
    const { user } = renderPage('partner', AFTER);
    const form = await screen.findByRole('form', { name: 'Report the results' });
    await user.type(within(form).getByLabelText('Qualifying sales, in dollars'), '1000.10');
    expect(
      within(form).getByText(
        'At 20%, this raises $200.02 for the cause, and your share of 5% is $50.01.',
      ),
    ).toBeInTheDocument();
  });

  it('tells the partner only an admin can correct results once a payout is recorded', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(
      portalEvent({
        salesCents: 306_250,
        raisedCents: 61_250,
        resultsReported: true,
        disbursal: {
          partner: { paidAt: '2026-12-10T17:00:00.000Z', entryId: 'payment-k1' },
          fundaxer: null,
        },
      }),
    );
    renderPage('partner', AFTER);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(within(results).getByText('$3,062.50')).toBeInTheDocument();
    expect(
      within(results).getByText(/only a Fundax admin can correct its results/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /results/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the settlement statement' })).toHaveAttribute(
      'href',
      '/portal/events/e1/statement',
    );
  });

  it('shows the fundaxer their payout status and their own ledger entries, no results form', async () => {
    vi.mocked(reads.readOwnEvent).mockResolvedValue(
      portalEvent({
        raisedCents: 61_250,
        disbursal: {
          partner: { paidAt: '2026-12-10T17:00:00.000Z', entryId: 'payment-p' },
          fundaxer: { paidAt: '2026-12-11T17:00:00.000Z', entryId: 'payment-f' },
        },
      }),
    );
    vi.mocked(ledgerReads.readLedger).mockResolvedValue([
      ledgerEntry({
        id: 'payment-f',
        party: 'fundaxer',
        amountCents: 61_250,
        reference: 'Check 2044',
      }),
      ledgerEntry({ id: 'payment-other', eventId: 'e2', party: 'fundaxer' }),
    ]);
    renderPage('fundaxer', AFTER);
    const payouts = await screen.findByRole('region', { name: 'Payouts' });
    expect(within(payouts).getByText('Fundaxer (you)')).toBeInTheDocument();
    const table = await within(payouts).findByRole('table', {
      name: 'Your payouts for this event',
    });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByText('Check 2044')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /results/ })).toBeNull();
  });
});
