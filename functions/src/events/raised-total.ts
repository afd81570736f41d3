/**
 * A fundraiser's total after an event's result is reported or corrected: the event's new figure
 * replaces its old one (a correction never counts twice), and the total never drops below zero.
 */
export function fundraiserTotalAfterReport(
  fundraiserTotal: number,
  eventBefore: number,
  eventAfter: number,
): number {
  return Math.max(0, fundraiserTotal + eventAfter - eventBefore);
}
