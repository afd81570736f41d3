// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import type { DuesView } from '../api/read-angels';
import { DuesStatus } from './dues-status';

const approved: DuesView = {
  applicationId: 'a-priya-raman',
  applicantName: 'Priya Raman',
  submittedAt: '2026-10-01T18:00:00.000Z',
  approved: true,
  reason: null,
  dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
};

const renderDues = (view: DuesView) =>
  render(
    <MemoryRouter>
      <DuesStatus view={view} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('dues status', () => {
  it('shows what an approved angel owes and how to pay', () => {
    renderDues(approved);
    expect(screen.getByText('$250.00')).toBeVisible();
    expect(screen.getByText('Due')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeVisible();
    expect(screen.getByText('ANGEL-A-PRIYA-')).toBeVisible();
  });

  it('shows when paid dues were paid, and no payment instructions', () => {
    renderDues({
      ...approved,
      dues: {
        amountCents: 25_000,
        status: 'paid',
        paidAt: '2026-10-02T16:00:00.000Z',
        reference: 'CHK 1042',
      },
    });
    expect(screen.getByText('Paid')).toBeVisible();
    expect(screen.getByText('Friday, October 2, 2026')).toBeVisible();
    expect(screen.getByText('CHK 1042')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
  });

  it('owes nothing while the application is pending, or after a rejection', () => {
    renderDues({ ...approved, approved: null, dues: null });
    expect(screen.getByRole('status')).toHaveTextContent('waiting for review');
    expect(screen.getByRole('status')).toHaveTextContent('nothing is owed yet');
    cleanup();
    renderDues({
      ...approved,
      approved: false,
      reason: 'Please add your license number.',
      dues: null,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('not approved, so no dues are owed');
    expect(screen.getByRole('alert')).toHaveTextContent('Please add your license number.');
  });
});
