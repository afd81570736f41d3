import type { User } from '@fundax/core';

/** The alert area as the form shows it (dates as ISO strings, so the slice stays serialisable). */
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

export function toNotificationSettingsView(user: User): NotificationSettingsView {
  const alerts = user.eventAlerts;
  return {
    emailOff: [...user.notificationSettings.emailOff],
    allEmailOff: user.notificationSettings.allEmailOff,
    alerts: alerts
      ? {
          center: [alerts.center[0], alerts.center[1]],
          radiusKm: alerts.radiusKm,
          enabled: alerts.enabled,
          updatedAt: alerts.updatedAt.toISOString(),
        }
      : null,
    email: user.email,
    emailVerified: user.emailVerified,
  };
}
