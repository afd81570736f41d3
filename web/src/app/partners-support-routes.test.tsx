import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import * as partnerReads from '../features/partners/api/read-partners';
import { publicProfile } from '../testing/public-fixtures';
import { signedInState } from '../testing/signed-in-state';
import { Component as Funders } from './routes/funders';
import { Component as Partners } from './routes/partners';
import { Component as Support } from './routes/support';

vi.mock(import('../features/partners/api/read-partners'), async (original) => ({
  ...(await original()),
  readPartners: vi.fn(),
  readFunders: vi.fn(),
}));

const baca = publicProfile({
  id: 'demo-partner',
  role: 'partner',
  displayName: 'Miguel Baca',
  organizationName: 'Baca’s Green Chile Kitchen',
  fundraiser: null,
});

beforeEach(() => {
  vi.mocked(partnerReads.readPartners).mockResolvedValue([baca]);
  vi.mocked(partnerReads.readFunders).mockResolvedValue([
    { partner: baca, raisedCents: 61_250, events: 2 },
  ]);
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/partners and /funders', () => {
  it('list the partner businesses by name, each linking to its page', async () => {
    renderWithProviders(<Partners />, { initialEntries: ['/partners'] });
    expect(await screen.findByRole('link', { name: 'Baca’s Green Chile Kitchen' })).toHaveAttribute(
      'href',
      '/partner/demo-partner',
    );
  });

  it('invite the first partner when there is none', async () => {
    vi.mocked(partnerReads.readPartners).mockResolvedValue([]);
    renderWithProviders(<Partners />, { initialEntries: ['/partners'] });
    expect(await screen.findByText('No partner businesses yet.')).toBeVisible();
  });

  it('show what partners raised, with the total', async () => {
    renderWithProviders(<Funders />, { initialEntries: ['/funders'] });
    const table = await screen.findByRole('table', { name: /raised \$612\.50 for local causes/ });
    expect(within(table).getByRole('link', { name: 'Baca’s Green Chile Kitchen' })).toBeVisible();
  });
});

describe('/support', () => {
  it('gives a signed-in member the request form', () => {
    renderWithProviders(<Support />, {
      preloadedState: signedInState('partner'),
      initialEntries: ['/support'],
    });
    expect(screen.getByRole('button', { name: 'Send request' })).toBeVisible();
  });

  it('asks a visitor to sign in and come back, or to write', () => {
    renderWithProviders(<Support />, {
      initialEntries: ['/support'],
      preloadedState: {
        user: {
          uid: null,
          status: 'signed-out',
          identity: null,
          account: null,
          error: null,
          loadId: null,
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Sign in to send a request' })).toHaveAttribute(
      'href',
      '/login?from=%2Fsupport',
    );
    expect(screen.getByRole('link', { name: 'support@fundax.example' })).toBeVisible();
  });
});
