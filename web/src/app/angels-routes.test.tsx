import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as reads from '../features/angels/api/read-angels';
import { angelProfile, categoryCounts } from '../testing/public-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as AngelDetail } from './routes/angel-detail';
import { Component as AngelPayment } from './routes/angel-payment';
import { Component as TopCategories } from './routes/angels-top-categories';

vi.mock(import('../features/angels/api/read-angels'), async (original) => ({
  ...(await original()),
  readAngel: vi.fn(),
  readCategoryCounts: vi.fn(),
  readAngelsInCategory: vi.fn(),
  readDues: vi.fn(),
}));

function renderRoute(path: string, pattern: string, element: ReactNode, state = {}) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={element} />
    </Routes>,
    { initialEntries: [path], preloadedState: state },
  );
}

beforeEach(() => {
  vi.mocked(reads.readAngel).mockResolvedValue(angelProfile());
  vi.mocked(reads.readCategoryCounts).mockResolvedValue(
    categoryCounts({ insurance: 3, 'real-estate': 1 }),
  );
  vi.mocked(reads.readAngelsInCategory).mockResolvedValue([angelProfile()]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/angels/{id}', () => {
  it('shows a listed angel by their organisation and city', async () => {
    renderRoute('/angels/demo-angel', '/angels/:id', <AngelDetail />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
    expect(screen.getByText('Raman Insurance Group, Rio Rancho')).toBeVisible();
    expect(reads.readAngel).toHaveBeenCalledWith('demo-angel');
  });

  it('says when there is no listed angel at the address', async () => {
    vi.mocked(reads.readAngel).mockResolvedValue(null);
    renderRoute('/angels/nobody', '/angels/:id', <AngelDetail />);
    expect(await screen.findByRole('heading', { name: 'Angel not found' })).toBeVisible();
  });
});

describe('/angels/top-categories', () => {
  it('ranks the categories by listed angels, and lists those of a chosen one', async () => {
    const { user } = renderRoute(
      '/angels/top-categories',
      '/angels/top-categories',
      <TopCategories />,
    );
    expect(await screen.findByText(/4 listed angels/)).toBeVisible();
    const ranking = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(ranking[0]).toBe('Insurance3 angels');
    expect(ranking[1]).toMatch(/1 angel$/);
    await user.click(screen.getByRole('link', { name: 'Insurance' }));
    const section = await screen.findByRole('region', { name: 'Angels: Insurance' });
    expect(await within(section).findByRole('link', { name: 'Priya Raman' })).toHaveAttribute(
      'href',
      '/angels/demo-angel',
    );
    expect(reads.readAngelsInCategory).toHaveBeenCalledWith('insurance');
  });

  it('invites someone to take an empty category’s seat', async () => {
    vi.mocked(reads.readAngelsInCategory).mockResolvedValue([]);
    renderRoute(
      '/angels/top-categories?category=legal',
      '/angels/top-categories',
      <TopCategories />,
    );
    expect(await screen.findByText('No listed angels in this category yet.')).toBeVisible();
  });
});

describe('/angels/payment/{id}', () => {
  it('asks a visitor to sign in, coming back to this page', () => {
    renderRoute('/angels/payment/a1', '/angels/payment/:id', <AngelPayment />, {
      user: {
        uid: null,
        status: 'signed-out',
        identity: null,
        account: null,
        error: null,
        loadId: null,
      },
    });
    expect(screen.getByRole('link', { name: 'Sign in to see your dues' })).toHaveAttribute(
      'href',
      '/login?from=%2Fangels%2Fpayment%2Fa1',
    );
    expect(reads.readDues).not.toHaveBeenCalled();
  });

  it('shows the signed-in angel’s dues', async () => {
    vi.mocked(reads.readDues).mockResolvedValue({
      applicationId: 'a1',
      applicantName: 'Priya Raman',
      submittedAt: '2026-09-01T00:00:00.000Z',
      approved: true,
      reason: null,
      dues: { amountCents: 25_000, status: 'due', paidAt: null, reference: null },
    });
    renderRoute(
      '/angels/payment/a1',
      '/angels/payment/:id',
      <AngelPayment />,
      signedInState('angel'),
    );
    expect(await screen.findByRole('heading', { name: 'How to pay' })).toBeVisible();
    expect(reads.readDues).toHaveBeenCalledWith('a1');
  });

  it('says when the application is not in this account', async () => {
    vi.mocked(reads.readDues).mockResolvedValue(null);
    renderRoute(
      '/angels/payment/a9',
      '/angels/payment/:id',
      <AngelPayment />,
      signedInState('angel'),
    );
    expect(
      await screen.findByText(/We could not find this application in your account/),
    ).toBeVisible();
  });

  it('shows a failed read with a way to try again', async () => {
    vi.mocked(reads.readDues).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderRoute(
      '/angels/payment/a1',
      '/angels/payment/:id',
      <AngelPayment />,
      signedInState('angel'),
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
