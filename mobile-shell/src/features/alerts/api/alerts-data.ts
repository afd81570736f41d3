import type { EventAlerts } from '@fundax/core';

/** The alert area as the phone shows it: a circle, on or off. */
export interface AlertArea {
  center: [number, number];
  radiusKm: number;
  enabled: boolean;
}

export interface AlertsData {
  /** null: never set. */
  area: AlertArea | null;
  /** When this copy was read (ISO): its age shows when the phone is offline. */
  readAt: string;
}

/** The radii a phone offers (the contract takes 1 to 50 km). */
export const ALERT_RADII_KM = [2, 5, 10, 25, 50] as const;

export function toAlertArea(alerts: EventAlerts | null | undefined): AlertArea | null {
  return alerts
    ? {
        center: [alerts.center[0], alerts.center[1]],
        radiusKm: alerts.radiusKm,
        enabled: alerts.enabled,
      }
    : null;
}

/** A centre in words a person can check against a map: "35.0844, -106.6504". */
export function centerLabel([lat, lng]: [number, number]): string {
  return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
}
