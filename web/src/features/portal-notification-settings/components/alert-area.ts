import { radiusLabel } from '@fundax/core';

import type { AlertAreaView } from '../api/notification-settings-view';

/** A centre as people can check it on a map: "35.0844° N, 106.6504° W". */
export function formatPoint([lat, lng]: readonly [number, number]): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

/** What the saved alert area is, in one sentence. */
export function alertAreaSummary(alerts: AlertAreaView | null): string {
  if (!alerts) return 'You have no alert area yet: choose a centre and a radius below.';
  const area = `within ${radiusLabel(alerts.radiusKm)} of ${formatPoint(alerts.center)}`;
  return alerts.enabled
    ? `Alerts are on: we tell you about new events ${area}.`
    : `Alerts are off. Your area is kept: events ${area}.`;
}
