import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { PayoutForm, payoutFormSchema } from './payout-form';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
// The module boundary: every thunk reaches the backend only through callable().
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));

const paid = {
  eventId: 'e-past-library-bacas',
  party: 'fundaxer',
  paidAt: '2026-03-01T12:00:00.000Z',
  entryId: 'payment-x',
};

function renderForm(owedCents: number | null = null) {
  const onPaid = vi.fn();
  const view = renderWithProviders(
    <PayoutForm
      eventId="e-past-library-bacas"
      eventTitle="Back-to-School Library Night"
      party="fundaxer"
      payee="Dana Yazzie"
      owedCents={owedCents}
      onPaid={onPaid}
      onCancel={() => undefined}
    />,
  );
  return { ...view, onPaid };
}

async function fill(
  user: ReturnType<typeof renderForm>['user'],
  amount: string,
  reference: string,
) {
  await user.type(screen.getByLabelText('Amount (USD)'), amount);
  await user.type(screen.getByLabelText('Payment reference'), reference);
}

const sentKeys = () =>
  call.mock.calls.map(([input]) => (input as { idempotencyKey: string }).idempotencyKey);

beforeEach(() => call.mockReset());
afterEach(cleanup);

describe('payout form', () => {
  it('sends the amount typed in dollars as cents, with an idempotency key', async () => {
    call.mockResolvedValue(paid);
    const { user, onPaid } = renderForm();
    await fill(user, '$1,090.5', 'Check 1042');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(call).toHaveBeenCalledOnce();
    const { idempotencyKey, ...sent } = call.mock.calls[0]?.[0] as { idempotencyKey: string };
    expect(sent).toEqual({
      eventId: 'e-past-library-bacas',
      party: 'fundaxer',
      amountCents: 109_050,
      reference: 'Check 1042',
    });
    expect(idempotencyKey).toMatch(
      /^payout-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(onPaid.mock.calls[0]?.[0]).toContain('$1,090.50');
  });

  it('is filled in with the amount owed, and sends it without a reason', async () => {
    call.mockResolvedValue(paid);
    const { user, onPaid } = renderForm(61_250);
    expect(
      screen.getByText('Owed: $612.50, from the reported results and the terms.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Amount (USD)')).toHaveValue('612.50');
    // The reference is what is left to type: it has the focus.
    await waitFor(() => expect(screen.getByLabelText('Payment reference')).toHaveFocus());
    await user.keyboard('Check 2044');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const { idempotencyKey: _key, ...sent } = call.mock.calls[0]?.[0] as { idempotencyKey: string };
    expect(sent).toEqual({
      eventId: 'e-past-library-bacas',
      party: 'fundaxer',
      amountCents: 61_250,
      reference: 'Check 2044',
    });
  });

  it('asks why before paying other than the amount owed, and sends the reason', async () => {
    call.mockResolvedValue(paid);
    const { user, onPaid } = renderForm(61_250);
    const amount = screen.getByLabelText('Amount (USD)');
    await user.clear(amount);
    await user.type(amount, '620');
    await user.type(screen.getByLabelText('Payment reference'), 'Check 2044');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(
      await screen.findByText('Say why this payout differs from the $612.50 owed.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Adjustment reason')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Adjustment reason'), 'Rounded up by agreement.');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(call.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 62_000,
      adjustmentReason: 'Rounded up by agreement.',
    });
  });

  it('refuses an amount core cannot read, before any call', async () => {
    const { user } = renderForm();
    await fill(user, '12.345', 'Check 1042');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('Enter an amount in dollars, like 12.50.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it('uses the contract’s own rules (a payout is at least 1 cent)', () => {
    const parsed = payoutFormSchema.safeParse({
      amount: '0',
      reference: 'x',
      adjustmentReason: '',
    });
    expect(parsed.error?.issues[0]?.message).toBe('A payout is at least 1 cent.');
  });

  it('retries with the same key after an answer that never arrived', async () => {
    call.mockRejectedValueOnce(
      new CallFailure({ code: 'unavailable', message: 'Failed to fetch' }),
    );
    call.mockResolvedValueOnce(paid);
    const { user, onPaid } = renderForm();
    await fill(user, '90', 'Check 1042');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payout was not recorded. We cannot reach Fundax right now.',
    );
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(sentKeys()).toHaveLength(2);
    expect(sentKeys()[1]).toBe(sentKeys()[0]);
  });

  it('drops a second submit while the first is running (a double click)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    call.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, container, onPaid } = renderForm();
    await fill(user, '90', 'Check 1042');
    const form = container.querySelector('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(call).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Recording…' })).toBeDisabled();
    answer(paid);
    await waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(call).toHaveBeenCalledOnce();
  });

  it('puts the server’s field message on the field it names', async () => {
    call.mockRejectedValueOnce(
      new CallFailure({
        code: 'invalid-argument',
        message: 'reference: Payment reference can be at most 120 characters.',
        details: {
          issues: [
            { path: ['reference'], message: 'Payment reference can be at most 120 characters.' },
          ],
        },
      }),
    );
    const { user } = renderForm();
    await fill(user, '90', 'Check 1042');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(
      await screen.findAllByText('Payment reference can be at most 120 characters.'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Payment reference')).toHaveAttribute('aria-invalid', 'true');
  });
});
