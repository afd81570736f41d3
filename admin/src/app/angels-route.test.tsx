import '@testing-library/jest-dom/vitest';
import { CallFailure } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ApplicationRecord } from '../utils/records';
import { Component as Angels } from './routes/angels';

const call = vi.hoisted(() => vi.fn<(input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({ callable: () => call }));
const reads = vi.hoisted(() => ({ readQueue: vi.fn(), readApprovedAngels: vi.fn() }));
vi.mock(import('../features/queues/api/queue-reads'), async (original) => ({
  ...(await original()),
  readQueue: reads.readQueue,
}));
vi.mock(import('../features/angels/api/angels-reads'), async (original) => ({
  ...(await original()),
  readApprovedAngels: reads.readApprovedAngels,
}));

function application(overrides: Partial<ApplicationRecord> = {}): ApplicationRecord {
  return {
    id: 'app-priya',
    applicantId: 'demo-angel',
    applicantName: 'Priya Raman',
    submitDate: 1_790_000_000,
    answers: { 'Why do you want to join?': 'To meet other owners.', 'Referred by': '' },
    categories: ['insurance'],
    _status: { approved: null, reason: null, reviewedAt: null, reviewedBy: null },
    dues: null,
    ...overrides,
  };
}

const approved = (overrides: Partial<ApplicationRecord>) =>
  application({
    _status: { approved: true, reason: null, reviewedAt: null, reviewedBy: null },
    ...overrides,
  });

beforeEach(() => {
  call.mockReset();
  reads.readQueue.mockReset().mockResolvedValue({ items: [application()], more: false });
  reads.readApprovedAngels.mockReset().mockResolvedValue([
    approved({
      id: 'app-due',
      dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
    }),
    approved({
      id: 'app-paid',
      applicantName: 'Luis Ortega',
      applicantId: 'luis',
      dues: {
        amountCents: 25_000,
        status: 'paid',
        paidAt: '2026-10-02T00:00:00.000Z',
        reference: 'Check 311',
      },
    }),
  ]);
});
afterEach(cleanup);

describe('/auth/angels', () => {
  it('shows each pending application with its answers, an empty one said so', async () => {
    renderWithProviders(<Angels />, { initialEntries: ['/auth/angels'] });
    const card = await screen.findByRole('article', { name: 'Application of Priya Raman' });
    expect(within(card).getByText('To meet other owners.')).toBeVisible();
    expect(within(card).getByText('No answer')).toBeVisible();
    expect(reads.readQueue).toHaveBeenCalledWith('applications');
  });

  it('approves an application and takes it off the list', async () => {
    call.mockResolvedValue({ id: 'app-priya', approved: true });
    const { user } = renderWithProviders(<Angels />, { initialEntries: ['/auth/angels'] });
    await user.click(await screen.findByRole('button', { name: 'Approve Priya Raman' }));
    expect(
      await screen.findByText('No angel applications from the last 3 months are waiting.'),
    ).toBeVisible();
    expect(call).toHaveBeenCalledWith({ id: 'app-priya', decision: 'approve' });
  });

  it('lists approved angels with their dues, paid with its reference', async () => {
    renderWithProviders(<Angels />, { initialEntries: ['/auth/angels'] });
    const table = await screen.findByRole('table', { name: /Approved angels/ });
    const paid = within(table).getByRole('row', { name: /Luis Ortega/ });
    expect(paid).toHaveTextContent('Paid');
    expect(paid).toHaveTextContent('Check 311');
    expect(within(table).getByRole('row', { name: /Priya Raman/ })).toHaveTextContent('Due');
  });

  it('records dues as paid with a reference; the server’s message lands on the field', async () => {
    call.mockRejectedValueOnce(
      new CallFailure({
        code: 'invalid-argument',
        message: 'reference: Payment reference is too long.',
        details: { issues: [{ path: ['reference'], message: 'Payment reference is too long.' }] },
      }),
    );
    call.mockResolvedValueOnce({ applicationId: 'app-due', paidAt: '2026-11-01T00:00:00.000Z' });
    const { user } = renderWithProviders(<Angels />, { initialEntries: ['/auth/angels'] });
    await user.click(
      await screen.findByRole('button', { name: 'Mark dues paid… for Priya Raman' }),
    );
    const reference = screen.getByLabelText('Payment reference');
    expect(reference).toHaveFocus();
    await user.type(reference, 'Transfer 77-1234');
    await user.click(screen.getByRole('button', { name: 'Mark dues paid' }));
    expect(await screen.findByText('Payment reference is too long.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark dues paid' }));
    expect(await screen.findByText('Recorded the dues of Priya Raman as paid.')).toBeVisible();
    expect(call).toHaveBeenLastCalledWith({
      applicationId: 'app-due',
      reference: 'Transfer 77-1234',
    });
  });
});
