import '@testing-library/jest-dom/vitest';

import { makeStore, signedIn } from '@fundax/client';
import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Role } from '@fundax/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { installDialogPolyfill } from '../../../testing/dialog';
import { dashboardData, ownEvent } from '../../../testing/fixtures';
import { type DashboardData, type Proposal, resultsToReport } from '../api/dashboard-data';
import { readDashboard } from '../api/read-dashboard';
import { useDashboard } from '../hooks/use-dashboard';
import { DashboardCards } from './dashboard-cards';
import { ProposalsCard } from './proposals-card';
import { SalesToReport } from './sales-to-report';

const calls = vi.hoisted(() => vi.fn<(name: string, input: unknown) => Promise<unknown>>());
vi.mock('@fundax/client/callables/callable', () => ({
  callable: (contract: { name: string }) => (input: unknown) => calls(contract.name, input),
}));
vi.mock('../api/read-dashboard', () => ({ readDashboard: vi.fn() }));

const NOW = new Date('2026-12-01T00:00:00Z');
// Named, so that lint reads the component's `role` prop as a Fundax role, not an ARIA one.
const PARTNER: Role = 'partner';
const FUNDAXER: Role = 'fundaxer';

const tamale: Proposal = {
  id: 'e-tamale',
  title: 'Tamale Night for the Library',
  venueName: 'Baca’s Green Chile Kitchen',
  eventStart: '2027-01-15T23:00:00.000Z',
  eventEnd: '2027-01-16T03:00:00.000Z',
  givebackPercent: 20,
  terms: '20% of tamale orders picked up during the event.',
  exclusions: 'Gift cards.',
  partnerSharePercent: null,
  answeringAs: 'partner',
  proposer: 'Dana Yazzie',
};

const posole = ownEvent({
  id: 'e-posole',
  title: 'Posole Night for the Library',
  eventStart: '2026-11-28T00:00:00.000Z',
  eventEnd: '2026-11-28T03:00:00.000Z',
});

/** The partner's dashboard as the page shows it, read through the slice. */
function PartnerDashboard({ online = true }: { online?: boolean }) {
  const { entry } = useDashboard('partner-1', 'partner', online);
  const data = entry.data;
  if (!data) return null;
  return (
    <>
      <SalesToReport events={resultsToReport(data.events, 'partner-1', NOW)} online={online} />
      <ProposalsCard proposals={data.proposals} online={online} />
      <DashboardCards data={data} uid="partner-1" role={PARTNER} now={NOW} />
    </>
  );
}

/** The store of a phone signed in as the partner (the dashboard reads only for them). */
function partnerStore() {
  const store = makeStore();
  store.dispatch(signedIn({ uid: 'partner-1', admin: false }));
  return store;
}

function serve(...answers: DashboardData[]) {
  for (const answer of answers) vi.mocked(readDashboard).mockResolvedValueOnce(answer);
}

beforeAll(() => installDialogPolyfill());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a partner’s phone', () => {
  it('reports the night’s sales in a sheet, with what they raise, then the event leaves the list', async () => {
    serve(
      dashboardData({ events: [posole] }),
      dashboardData({ events: [{ ...posole, salesCents: 306_250, raisedCents: 61_250 }] }),
    );
    calls.mockResolvedValue({ eventId: 'e-posole', salesCents: 306_250, raisedCents: 61_250 });
    const { user } = renderWithProviders(<PartnerDashboard />, { store: partnerStore() });
    const list = await screen.findByRole('list', { name: 'Events with sales to report' });
    expect(list).toHaveTextContent('20% back for Dana Yazzie');
    await user.click(
      within(list).getByRole('button', { name: 'Report sales for Posole Night for the Library' }),
    );
    const sheet = screen.getByRole('dialog', { name: 'Sales at Posole Night for the Library' });
    const field = within(sheet).getByLabelText('Qualifying sales, in dollars');
    await user.type(field, '3062.50');
    expect(field).toHaveAccessibleDescription(
      'At 20%, sales of $3,062.50 raise $612.50 for Dana Yazzie.',
    );
    await user.click(within(sheet).getByRole('button', { name: 'Report the sales' }));
    expect(calls).toHaveBeenCalledWith('reportEventResults', {
      eventId: 'e-posole',
      salesCents: 306_250,
    });
    await waitFor(() => expect(sheet).not.toHaveAttribute('open'));
    expect(
      await screen.findByText(
        'Recorded for Posole Night for the Library: sales of $3,062.50 raised $612.50.',
      ),
    ).toBeInTheDocument();
    // The dashboard reads again: the event has its results, and the give-back counts them.
    expect(await screen.findByText('All your events’ sales are reported.')).toBeInTheDocument();
    expect(readDashboard).toHaveBeenCalledTimes(2);
    expect(screen.getByText('$612.50')).toBeInTheDocument();
  });

  it('accepts a proposal; it leaves the list as the dashboard reads again', async () => {
    serve(dashboardData({ proposals: [tamale] }), dashboardData());
    calls.mockResolvedValue({ id: 'e-tamale', decision: 'accept', target: 'event' });
    const { user } = renderWithProviders(<PartnerDashboard />, { store: partnerStore() });
    const list = await screen.findByRole('list', { name: 'Proposals waiting for your answer' });
    expect(list).toHaveTextContent('Proposed by Dana Yazzie');
    expect(list).toHaveTextContent(
      '20% of sales back: 20% of tamale orders picked up during the event. Not counted: Gift cards.',
    );
    await user.click(
      within(list).getByRole('button', { name: 'Accept Tamale Night for the Library' }),
    );
    expect(calls).toHaveBeenCalledWith('respondToEvent', { id: 'e-tamale', decision: 'accept' });
    expect(await screen.findByText('No more proposals are waiting.')).toBeInTheDocument();
    expect(
      screen.getByText('You accepted “Tamale Night for the Library”. An admin reviews it next.'),
    ).toHaveFocus();
  });

  it('keeps reporting and answering off while offline, and says so', () => {
    renderWithProviders(
      <>
        <SalesToReport events={[posole]} online={false} />
        <ProposalsCard proposals={[tamale]} online={false} />
      </>,
    );
    expect(
      screen.getByRole('button', { name: 'Report sales for Posole Night for the Library' }),
    ).toBeDisabled();
    expect(screen.getByText('You are offline: reporting sales needs a connection.')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Accept Tamale Night for the Library' }),
    ).toBeDisabled();
    expect(screen.getByText('You are offline: answering needs a connection.')).toBeVisible();
  });

  it('shows no card for sales or proposals when there are none', () => {
    const { container } = renderWithProviders(
      <>
        <SalesToReport events={[]} online />
        <ProposalsCard proposals={[]} online />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('sharing an event', () => {
  it('opens the phone’s share sheet with the event’s public page on the web site', async () => {
    vi.stubEnv('VITE_WEB_URL', 'https://fundax.test');
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const { user } = renderWithProviders(
      <DashboardCards
        data={dashboardData({ events: [ownEvent()] })}
        uid="fundaxer-1"
        role={FUNDAXER}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share Library Night at Baca’s' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Library Night at Baca’s',
      text: 'Library Night at Baca’s: 20% of sales go to Dana Yazzie.',
      url: 'https://fundax.test/event/e1',
    });
    vi.unstubAllEnvs();
  });

  it('copies the link where there is no share sheet', async () => {
    vi.stubEnv('VITE_WEB_URL', 'https://fundax.test');
    vi.stubGlobal('navigator', { ...navigator, share: undefined });
    const { user } = renderWithProviders(
      <DashboardCards
        data={dashboardData({ events: [ownEvent()] })}
        uid="fundaxer-1"
        role={FUNDAXER}
        now={NOW}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share Library Night at Baca’s' }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe('https://fundax.test/event/e1');
    expect(screen.getByText(/^Link copied/)).toBeInTheDocument();
    vi.unstubAllEnvs();
  });
});
