import type { Remote } from '@fundax/client';
import type { AlertAreaView } from '@fundax/client/notifications/notification-settings';
import { useNotificationSettings } from '@fundax/client/notifications/use-notification-settings';
import { useMemo } from 'react';

/**
 * What the phone shows of the user's notification settings, and saves for offline use: only
 * the alert area (the email address and choices stay out of the phone's storage).
 */
export interface PhoneAlert {
  /** null: never set (or no account yet). */
  area: AlertAreaView | null;
}

/**
 * The signed-in user's alert area from the kit's notification settings (the same read and the
 * same answer of setEventAlerts as the web's settings page), read when the page opens; nothing
 * is read while not `reading` (offline, or no session yet).
 */
export function usePhoneAlert(reading: boolean): { entry: Remote<PhoneAlert>; retry: () => void } {
  const { entry: settings, retry } = useNotificationSettings({ enabled: reading });
  const entry = useMemo(
    () => ({
      ...settings,
      // A read that answered "no account" still says what the alert is: none.
      data: settings.loadedAt === undefined ? null : { area: settings.data?.alerts ?? null },
    }),
    [settings],
  );
  return { entry, retry };
}
