import { Loaded } from '@fundax/client/ui';
import type { Role } from '@fundax/core';

import { useNotificationSettings } from '../hooks/use-notification-settings';
import { EmailSettingsForm } from './email-settings-form';
import { EventAlertsForm } from './event-alerts-form';
import './notification-settings.css';

/**
 * The profile page's part about messages: which ones are also emailed (and whether the address
 * can receive any), and the alert area for new events nearby. Read from the private account
 * when the page opens.
 */
export function NotificationSettings({ role, tiles }: { role: Role | ''; tiles: string | null }) {
  const { entry, retry } = useNotificationSettings();
  return (
    <Loaded entry={entry} what="your notification settings" retry={retry} reserve>
      {(settings) =>
        settings ? (
          <div className="stack">
            <EmailSettingsForm settings={settings} role={role} />
            <EventAlertsForm alerts={settings.alerts} tiles={tiles} />
          </div>
        ) : null
      }
    </Loaded>
  );
}
