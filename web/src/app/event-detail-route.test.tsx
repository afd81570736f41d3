import '@testing-library/jest-dom/vitest';

import { renderWithProviders } from '@fundax/client/testing/render-with-providers';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SERVED_PAGE_ELEMENT_ID, toEventView, toServedFundraiser } from '@fundax/core';
import { selectEventEntry } from '../features/events/api/events-slice';
import * as eventReads from '../features/events/api/read-events';
import { storedEvent } from '../features/events/api/test-event';
import * as fundaxerReads from '../features/fundraisers/api/read-fundaxers';
import { publicProfile, serveInHtml } from '../testing/public-fixtures';
import { Component as EventDetail, preload } from './routes/event-detail';
import { store } from './store';

vi.mock(import('../features/events/api/read-events'), async (original) => ({
  ...(await original()),
  readEvent: vi.fn(),
}));
vi.mock(import('../features/fundraisers/api/read-fundaxers'), async (original) => ({
  ...(await original()),
  readFundaxer: vi.fn(),
}));

/** The page at `path`; with `app`, on the app's own store (a route's preload fills it). */
function renderAt(path: string, { app = false }: { app?: boolean } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/event/:id" element={<EventDetail />} />
    </Routes>,
    { initialEntries: [path], ...(app ? { store } : {}) },
  );
}

beforeEach(() => {
  vi.mocked(eventReads.readEvent).mockResolvedValue(toEventView(storedEvent()));
  vi.mocked(fundaxerReads.readFundaxer).mockResolvedValue(publicProfile());
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('/event/{id}', () => {
  it('starts from the event its HTML was served with, and reads it live when that copy has aged', async () => {
    const view = { ...toEventView(storedEvent()), id: 'e-served', title: 'As served' };
    serveInHtml({ kind: 'event', id: 'e-served', event: view, readAt: '2026-11-25T02:00:00.000Z' });
    preload({ id: 'e-served' });
    expect(selectEventEntry(store.getState(), 'e-served')).toMatchObject({
      status: 'loading',
      data: view,
      loadedAt: '2026-11-25T02:00:00.000Z',
    });
    expect(document.getElementById(SERVED_PAGE_ELEMENT_ID)).toBeNull();
    // The read's module (and Firestore) load with it, so the read starts a moment later.
    await vi.waitFor(() => expect(eventReads.readEvent).toHaveBeenCalledWith('e-served'));
  });

  it('takes a fresh served copy as its read: the event and its fundraiser, with no read', async () => {
    const view = { ...toEventView(storedEvent()), id: 'e-fresh', title: 'Served just now' };
    const fundraiser = toServedFundraiser('demo-fundaxer', publicProfile());
    serveInHtml({
      kind: 'event',
      id: 'e-fresh',
      event: view,
      fundraiser,
      readAt: new Date().toISOString(),
    });
    preload({ id: 'e-fresh' });
    renderAt('/event/e-fresh', { app: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Served just now' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'The fundraiser' });
    expect(within(summary).getByText('New library books')).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Monte Vista Elementary PTA' })).toBeVisible();
    // Long enough for a read to have started (the one above starts a moment after preload).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(eventReads.readEvent).not.toHaveBeenCalled();
    expect(fundaxerReads.readFundaxer).not.toHaveBeenCalled();
  });

  it('shows an aged copy’s fundraiser until the live read of it answers', async () => {
    const view = { ...toEventView(storedEvent()), id: 'e-aged', title: 'Served a while ago' };
    vi.mocked(eventReads.readEvent).mockResolvedValue(view);
    let answer: (profile: ReturnType<typeof publicProfile>) => void = () => {};
    vi.mocked(fundaxerReads.readFundaxer).mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    serveInHtml({
      kind: 'event',
      id: 'e-aged',
      event: view,
      fundraiser: toServedFundraiser('demo-fundaxer', publicProfile()),
      readAt: '2026-11-25T02:00:00.000Z',
    });
    preload({ id: 'e-aged' });
    renderAt('/event/e-aged', { app: true });
    await vi.waitFor(() =>
      expect(fundaxerReads.readFundaxer).toHaveBeenCalledWith('demo-fundaxer'),
    );
    const summary = screen.getByRole('region', { name: 'The fundraiser' });
    expect(within(summary).getByText('New library books')).toBeVisible();
    answer(publicProfile({ fundraiser: { ...publicProfile().fundraiser!, title: 'More books' } }));
    expect(await within(summary).findByText('More books')).toBeVisible();
  });

  it('ignores data served for another event', () => {
    const view = { ...toEventView(storedEvent()), id: 'e-other' };
    serveInHtml({ kind: 'event', id: 'e-other', event: view, readAt: '2026-11-25T02:00:00.000Z' });
    preload({ id: 'e-asked' });
    expect(selectEventEntry(store.getState(), 'e-asked')?.data ?? null).toBeNull();
    expect(selectEventEntry(store.getState(), 'e-other')).toBeUndefined();
  });

  it('shows the event with when, where and what share of sales goes to whom', async () => {
    renderAt('/event/e-library-night');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Library Night at Baca’s' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        /at Baca’s Green Chile Kitchen\. 20% of sales go to Monte Vista Elementary PTA\./,
      ),
    ).toBeVisible();
    expect(eventReads.readEvent).toHaveBeenCalledWith('e-library-night');
    // The fundraiser it raises money for, read alongside.
    const fundraiser = await screen.findByRole('region', { name: 'The fundraiser' });
    expect(within(fundraiser).getByText('New library books')).toBeVisible();
    expect(
      within(fundraiser).getByRole('progressbar', { name: 'Raised across all events' }),
    ).toBeVisible();
    expect(fundaxerReads.readFundaxer).toHaveBeenCalledWith('demo-fundaxer');
  });

  it('leaves out a fundraiser that cannot be shown', async () => {
    vi.mocked(fundaxerReads.readFundaxer).mockResolvedValue(null);
    renderAt('/event/e-library-night');
    await screen.findByRole('heading', { level: 1, name: 'Library Night at Baca’s' });
    await vi.waitFor(() => expect(fundaxerReads.readFundaxer).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'The fundraiser' })).toBeNull();
  });

  it('says when there is no public event at the address', async () => {
    vi.mocked(eventReads.readEvent).mockResolvedValue(null);
    renderAt('/event/pending-one');
    expect(await screen.findByRole('heading', { name: 'Event not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See upcoming special events' })).toBeVisible();
  });

  it('shows a failed read with a way to try again', async () => {
    vi.mocked(eventReads.readEvent).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderAt('/event/e-library-night');
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Library Night at Baca’s' }),
    ).toBeVisible();
  });
});
