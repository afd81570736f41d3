import type { EventAlerts, User } from '@fundax/core';

/**
 * The alert area for new events as a slice keeps it (dates as ISO strings, so the state stays
 * serialisable): a circle around `center`, on or off.
 */
export interface AlertAreaView {
  center: [number, number];
  radiusKm: number;
  enabled: boolean;
  updatedAt: string;
}

/**
 * What the notification settings need of the private account (users/{uid}): the email
 * choices, the alert area, and where email goes (an unverified address gets none).
 */
export interface NotificationSettingsView {
  emailOff: string[];
  allEmailOff: boolean;
  alerts: AlertAreaView | null;
  email: string | null;
  emailVerified: boolean;
}

export function toAlertAreaView(alerts: EventAlerts | null | undefined): AlertAreaView | null {
  return alerts
    ? {
        center: [alerts.center[0], alerts.center[1]],
        radiusKm: alerts.radiusKm,
        enabled: alerts.enabled,
        updatedAt: alerts.updatedAt.toISOString(),
      }
    : null;
}

export function toNotificationSettingsView(user: User): NotificationSettingsView {
  return {
    emailOff: [...user.notificationSettings.emailOff],
    allEmailOff: user.notificationSettings.allEmailOff,
    alerts: toAlertAreaView(user.eventAlerts),
    email: user.email,
    emailVerified: user.emailVerified,
  };
}
