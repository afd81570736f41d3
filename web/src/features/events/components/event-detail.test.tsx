// The DOM matchers' types (the setup file registers them; this makes them visible to tsc).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type EventView, toEventView } from '@fundax/core';
import { storedEvent } from '../api/test-event';
import { calendarEntryFor } from '../utils/calendar-download';
import { EventDetail } from './event-detail';

const view = toEventView(storedEvent());
const pageUrl = 'https://fundax.test/event/e-library-night';
const before = new Date('2026-12-01T00:00:00Z');
const after = new Date('2026-12-07T00:00:00Z');

function renderDetail(event: EventView, now: Date) {
  return render(
    <MemoryRouter>
      <EventDetail event={event} pageUrl={pageUrl} now={now} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('event detail', () => {
  it('shows when (Mountain Time), where (linked to the partner page) and the give-back terms', () => {
    renderDetail(view, before);
    expect(screen.getByText('Saturday, December 5, 2026, 5:00 PM – 9:00 PM MST')).toBeVisible();
    const venue = screen.getByRole('link', { name: view.venueName });
    expect(venue).toHaveAttribute('href', '/partner/demo-partner?venue=v-bacas');
    const terms = screen.getByRole('region', { name: 'Give-back terms' });
    expect(within(terms).getByText('20%')).toBeVisible();
    expect(within(terms).getByText('Food and soft drinks.')).toBeVisible();
    expect(within(terms).getByText('Alcohol.')).toBeVisible();
  });

  it('shows progress toward the goal as an accessible progress bar', () => {
    renderDetail(view, before);
    const bar = screen.getByRole('progressbar', { name: 'Toward the event’s goal' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '$612.50 of $1,500.00 (40%)');
  });

  it('offers the calendar file and the share link before the event', () => {
    renderDetail(view, before);
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Share this event' })).toBeVisible();
  });

  it('says an ended event has ended, without calendar or share', () => {
    renderDetail(view, after);
    expect(screen.getByText(/This event has ended/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add to calendar (.ics)' })).toBeNull();
    expect(screen.getByText('Reported by the partner after the event.')).toBeVisible();
  });

  it('says a cancelled event is cancelled, with the reason', () => {
    renderDetail({ ...view, cancelled: true, cancelReason: 'Patio repairs.' }, before);
    expect(screen.getByRole('alert')).toHaveTextContent('This event was cancelled. Patio repairs.');
    expect(screen.queryByRole('button', { name: 'Share this event' })).toBeNull();
  });

  it('saves an .ics file when asked', async () => {
    const created: Blob[] = [];
    // jsdom has no object URLs: record the blob instead.
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:calendar';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderDetail(view, before);
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    // The file's code loads on the click.
    expect(await screen.findByText(/Calendar file saved/)).toBeVisible();
    expect(click).toHaveBeenCalledOnce();
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    const text = await created[0]!.text();
    expect(text).toContain('UID:e-library-night@fundax.test\r\n');
    expect(text).toContain('DTSTART:20261206T000000Z\r\n');
    expect(screen.getByText(/Calendar file saved/)).toBeVisible();
  });
});

describe('calendar entry', () => {
  it('describes the event with its terms and a link back', () => {
    const entry = calendarEntryFor(view, pageUrl, new Date('2026-11-20T00:00:00Z'));
    expect(entry.uid).toBe('e-library-night@fundax.test');
    expect(entry.location).toBe(`${view.venueName}, ${view.venueAddress}`);
    expect(entry.description).toContain(
      '20% of qualifying sales go to Monte Vista Elementary PTA.',
    );
    expect(entry.description).toContain('Not included: Alcohol.');
    expect(entry.description).toContain(`Details: ${pageUrl}`);
    expect([entry.start.toISOString(), entry.end.toISOString()]).toEqual([
      view.eventStart,
      view.eventEnd,
    ]);
  });
});
