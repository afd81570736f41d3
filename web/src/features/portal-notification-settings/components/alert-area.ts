import { formatPoint, radiusLabel } from '@fundax/core';

import type { AlertAreaView } from '@fundax/client/notifications/notification-settings';

/** What the saved alert area is, in one sentence. */
export function alertAreaSummary(alerts: AlertAreaView | null): string {
  if (!alerts) return 'You have no alert area yet: choose a centre and a radius below.';
  const area = `within ${radiusLabel(alerts.radiusKm)} of ${formatPoint(alerts.center)}`;
  return alerts.enabled
    ? `Alerts are on: we tell you about new events ${area}.`
    : `Alerts are off. Your area is kept: events ${area}.`;
}
