import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CallFailure } from '../callables/call-error';
import { reviewRevisionThunk } from '../callables/callable-thunks';
import { renderWithProviders } from '../testing/render-with-providers';
import { ProposalAnswer } from './proposal-answer';
import { ReviewActions } from './review-actions';
import { SalesReportForm, salesInputProblem } from './sales-report-form';

// The wire: every callable resolves or rejects as the test says, by name.
const calls = vi.hoisted(() => vi.fn<(name: string, input: unknown) => Promise<unknown>>());
vi.mock('../callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) => calls(contract.name, input),
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ProposalAnswer', () => {
  it('accepts in one tap and says what comes next', async () => {
    calls.mockResolvedValue({ id: 'e1', decision: 'accept', target: 'event' });
    const onAnswered = vi.fn();
    const { user } = renderWithProviders(
      <ProposalAnswer id="e1" name="Tamale Night" onAnswered={onAnswered} />,
    );
    await user.click(screen.getByRole('button', { name: 'Accept Tamale Night' }));
    expect(calls).toHaveBeenCalledWith('respondToEvent', { id: 'e1', decision: 'accept' });
    expect(onAnswered).toHaveBeenCalledWith(
      'You accepted “Tamale Night”. An admin reviews it next.',
    );
  });

  it('says so when the answer was about a change to an approved event', async () => {
    calls.mockResolvedValue({ id: 'e1', decision: 'accept', target: 'revision' });
    const onAnswered = vi.fn();
    const { user } = renderWithProviders(
      <ProposalAnswer id="e1" name="Library Night" onAnswered={onAnswered} />,
    );
    await user.click(screen.getByRole('button', { name: 'Accept Library Night' }));
    expect(onAnswered).toHaveBeenCalledWith(
      'You accepted the change to “Library Night”. An admin reviews it next.',
    );
  });

  it('declines only with a reason, which the contract checks before sending', async () => {
    calls.mockResolvedValue({ id: 'e1', decision: 'decline', target: 'event' });
    const onAnswered = vi.fn();
    const { user } = renderWithProviders(
      <ProposalAnswer id="e1" name="Tamale Night" onAnswered={onAnswered} />,
    );
    await user.click(screen.getByRole('button', { name: 'Decline… Tamale Night' }));
    const reason = screen.getByLabelText('Reason for declining “Tamale Night”');
    expect(reason).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByText('Reason needs at least 3 characters.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    await user.type(reason, '  We are closed that week.  ');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(calls).toHaveBeenCalledWith('respondToEvent', {
      id: 'e1',
      decision: 'decline',
      reason: 'We are closed that week.',
    });
    expect(onAnswered).toHaveBeenCalledWith(
      'You declined “Tamale Night”. The proposer will see your reason.',
    );
  });

  it('keeps the proposal and explains a failure; Cancel closes the reason', async () => {
    calls.mockRejectedValue(
      new CallFailure({ code: 'failed-precondition', message: 'This proposal was withdrawn.' }),
    );
    const { user } = renderWithProviders(
      <ProposalAnswer id="e1" name="Tamale Night" onAnswered={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Accept Tamale Night' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“Tamale Night” was not accepted. This proposal was withdrawn.',
    );
    const decline = screen.getByRole('button', { name: 'Decline… Tamale Night' });
    await user.click(decline);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText(/Reason for declining/)).toBeNull();
    expect(decline).toHaveFocus();
  });

  it('is off while disabled', () => {
    renderWithProviders(<ProposalAnswer id="e1" name="T" onAnswered={vi.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Accept T' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decline… T' })).toBeDisabled();
  });
});

describe('ReviewActions', () => {
  it('works for a change waiting as a revision, and puts the server’s reason problem on the field', async () => {
    calls.mockRejectedValueOnce(
      new CallFailure({
        code: 'invalid-argument',
        message: 'reason: Say what to fix.',
        details: { issues: [{ path: ['reason'], message: 'Say what to fix.' }] },
      }),
    );
    calls.mockResolvedValueOnce({ id: 'event-e1', approved: false });
    const onReviewed = vi.fn();
    const { user } = renderWithProviders(
      <ReviewActions
        id="event-e1"
        name="Library Night"
        thunk={reviewRevisionThunk}
        onReviewed={onReviewed}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Reject… Library Night' }));
    await user.type(screen.getByLabelText('Reason for rejecting “Library Night”'), 'Too late.');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say what to fix.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(onReviewed).toHaveBeenCalledWith(
        'Rejected “Library Night”. The owner will see the reason.',
      ),
    );
    expect(calls).toHaveBeenLastCalledWith('reviewRevision', {
      id: 'event-e1',
      decision: 'reject',
      reason: 'Too late.',
    });
  });

  it('is off while disabled', () => {
    renderWithProviders(
      <ReviewActions
        id="v1"
        name="Cafe"
        thunk={reviewRevisionThunk}
        onReviewed={vi.fn()}
        disabled
      />,
    );
    expect(screen.getByRole('button', { name: 'Approve Cafe' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject… Cafe' })).toBeDisabled();
  });
});

describe('SalesReportForm', () => {
  const props = {
    eventId: 'e-posole',
    name: 'Posole Night',
    givebackPercent: 20,
    salesCents: null,
    cause: 'Dana Yazzie',
  };

  it('previews what is raised with core’s rounding, then reports the cents', async () => {
    calls.mockResolvedValue({ eventId: 'e-posole', salesCents: 306_250, raisedCents: 61_250 });
    const onReported = vi.fn();
    const { user } = renderWithProviders(<SalesReportForm {...props} onReported={onReported} />);
    const field = screen.getByLabelText('Qualifying sales, in dollars');
    expect(field).toHaveAccessibleDescription(
      'The event raises 20% of its qualifying sales for Dana Yazzie.',
    );
    await user.type(field, '$3,062.5');
    expect(field).toHaveAccessibleDescription(
      'At 20%, sales of $3,062.50 raise $612.50 for Dana Yazzie.',
    );
    await user.click(screen.getByRole('button', { name: 'Report the sales' }));
    expect(calls).toHaveBeenCalledWith('reportEventResults', {
      eventId: 'e-posole',
      salesCents: 306_250,
    });
    expect(onReported).toHaveBeenCalledWith({
      eventId: 'e-posole',
      salesCents: 306_250,
      raisedCents: 61_250,
    });
  });

  it('rounds half up to the cent, as the server does', async () => {
    const { user } = renderWithProviders(
      <SalesReportForm {...props} givebackPercent={15} cause={null} onReported={vi.fn()} />,
    );
    const field = screen.getByLabelText('Qualifying sales, in dollars');
    await user.type(field, '10.10');
    expect(field).toHaveAccessibleDescription('At 15%, sales of $10.10 raise $1.52.');
  });

  it('refuses what is not an amount, or more than one event can sell, before sending', async () => {
    const { user } = renderWithProviders(<SalesReportForm {...props} onReported={vi.fn()} />);
    await user.type(screen.getByLabelText('Qualifying sales, in dollars'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Report the sales' }));
    expect(screen.getByText('Enter an amount in dollars, like 12.50.')).toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
    expect(salesInputProblem('1000000.01')).toMatch(/more than one event can sell/);
    expect(salesInputProblem('1000000')).toBeNull();
  });

  it('starts from the sales reported before, offers to correct them, and explains a refusal', async () => {
    calls.mockRejectedValue(
      new CallFailure({ code: 'failed-precondition', message: 'A payout is recorded.' }),
    );
    const { user } = renderWithProviders(
      <SalesReportForm {...props} salesCents={306_250} onReported={vi.fn()} />,
    );
    expect(screen.getByLabelText('Qualifying sales, in dollars')).toHaveValue('3062.50');
    await user.click(screen.getByRole('button', { name: 'Save the corrected sales' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The sales were not recorded. A payout is recorded.',
    );
  });
});
