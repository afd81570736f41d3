import { z } from '../zod';
import { type NotificationKind } from './kinds';

/**
 * A person's email choices, on their private account (`users/{uid}.notificationSettings`). The
 * in-app inbox always gets every message; email goes out unless its kind is in `emailOff` or
 * all email is off. Kinds are stored as text so that a kind retired later still reads.
 */
export const notificationSettingsSchema = z.object({
  emailOff: z._default(z.array(z.string()), []),
  allEmailOff: z._default(z.boolean(), false),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailOff: [],
  allEmailOff: false,
};

/** Whether this kind of message is also emailed to the person. */
export function emailWanted(settings: NotificationSettings, kind: NotificationKind): boolean {
  return !settings.allEmailOff && !settings.emailOff.includes(kind);
}

/** A change of settings: per-kind switches (true = email on) and the all-email switch. */
export interface SettingsChange {
  email?: Partial<Record<NotificationKind, boolean>>;
  allEmail?: boolean;
}

/** The settings after a change; kinds not named keep their state. Sorted, without repeats. */
export function applySettingsChange(
  settings: NotificationSettings,
  change: SettingsChange,
): NotificationSettings {
  const off = new Set(settings.emailOff);
  for (const [kind, on] of Object.entries(change.email ?? {})) {
    if (on) off.delete(kind);
    else off.add(kind);
  }
  return {
    emailOff: [...off].sort(),
    allEmailOff: change.allEmail === undefined ? settings.allEmailOff : !change.allEmail,
  };
}
