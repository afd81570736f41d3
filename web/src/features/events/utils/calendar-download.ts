import type { EventView } from '@fundax/core';

import { calendarFile, calendarFileName } from './calendar-file';

/** The calendar entry for an event page, with a link back to it. */
export function calendarEntryFor(event: EventView, pageUrl: string, now = new Date()) {
  const host = new URL(pageUrl).hostname;
  const terms = [
    `${event.givebackPercent}% of qualifying sales go to ${event.fundaxerName ?? 'the cause'}.`,
    event.givebackTerms,
    event.givebackExclusions ? `Not included: ${event.givebackExclusions}` : '',
  ].filter(Boolean);
  return {
    uid: `${event.id}@${host}`,
    title: event.title,
    description: [event.description, terms.join(' '), `Details: ${pageUrl}`]
      .filter(Boolean)
      .join('\n\n'),
    location: `${event.venueName}, ${event.venueAddress}`,
    url: pageUrl,
    start: new Date(event.eventStart),
    end: new Date(event.eventEnd),
    stamp: now,
  };
}

/**
 * Saves the event's .ics file, made now (so DTSTAMP is the download time), through a temporary
 * object URL.
 */
export function downloadCalendarFile(event: EventView, pageUrl: string): void {
  const blob = new Blob([calendarFile(calendarEntryFor(event, pageUrl))], {
    type: 'text/calendar;charset=utf-8',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(event.title);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled; revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
