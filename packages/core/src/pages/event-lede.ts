import type { PublicEvent } from '../callables/public-shapes';
import { formatCardWhen } from '../format/mountain-time';

// Apart from event-view.ts: the event page words its header with it before its first render,
// and that module's schema would bring zod to the page's first route.

/**
 * The line under an event page's title: "Sat, Dec 5 · 6:00 PM MST at Baca’s. 20% of sales go to
 * Monte Vista PTA." The page and the HTML the Hosting function serves for it both show it; a
 * link preview words the start its own way (`when`: with the year).
 */
export function eventLede(
  event: PublicEvent,
  when: (start: string) => string = formatCardWhen,
): string {
  const beneficiary = event.fundaxerName ?? 'the cause';
  return `${when(event.eventStart)} at ${event.venueName}. ${event.givebackPercent}% of sales go to ${beneficiary}.`;
}
