import { setNotificationPreferencesThunk, useThunk } from '@fundax/client';
import { CallFailureNotice, Notice, SubmitButton } from '@fundax/client/ui';
import {
  type EmailSwitch,
  type NotificationKind,
  type Role,
  emailSwitchGroupsFor,
} from '@fundax/core';
import { useState } from 'react';

import type { NotificationSettingsView } from '../api/notification-settings-view';
import { EmailAddressStatus } from './email-address-status';

/** Whether a switch is on: every kind it stands for is emailed. */
const isOn = (off: ReadonlySet<string>, item: EmailSwitch) =>
  item.kinds.every((kind) => !off.has(kind));

/**
 * Which messages are also emailed (`setNotificationPreferences`): a switch per kind, grouped as
 * people think of them and worded by the catalogue, only the groups this role can receive, and
 * "Stop all Fundax email" above them (the per-kind choices stay for when it is turned back on).
 * The inbox gets every message whatever is chosen here.
 */
export function EmailSettingsForm({
  settings,
  role,
}: {
  settings: NotificationSettingsView;
  role: Role | '';
}) {
  const groups = emailSwitchGroupsFor(role);
  const [allOff, setAllOff] = useState(settings.allEmailOff);
  const [off, setOff] = useState<ReadonlySet<string>>(() => new Set(settings.emailOff));
  const save = useThunk(setNotificationPreferencesThunk);
  const [saved, setSaved] = useState(false);

  const toggle = (item: EmailSwitch, on: boolean) => {
    setSaved(false);
    setOff((current) => {
      const next = new Set(current);
      for (const kind of item.kinds) {
        if (on) next.delete(kind);
        else next.add(kind);
      }
      return next;
    });
  };
  const submit = async () => {
    setSaved(false);
    // Every switch shown, as it stands: kinds of other roles keep their setting.
    const email: Partial<Record<NotificationKind, boolean>> = {};
    for (const item of groups.flatMap((group) => group.switches)) {
      for (const kind of item.kinds) email[kind] = !off.has(kind);
    }
    const outcome = await save.run({ email, allEmail: !allOff });
    if (outcome.ok) setSaved(true);
  };

  return (
    <form
      id="email-settings"
      className="card portal-form notification-settings"
      noValidate
      aria-labelledby="email-settings-heading"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="email-settings-heading">Email</h2>
      <p className="muted">
        Every message reaches your Notifications in the portal. Choose which ones are also emailed
        to you.
      </p>
      <EmailAddressStatus settings={settings} />
      {saved ? (
        <Notice tone="success">
          <p>
            {allOff
              ? 'Your email settings are saved: Fundax sends you no email.'
              : 'Your email settings are saved.'}
          </p>
        </Notice>
      ) : null}
      <CallFailureNotice
        error={save.status === 'failed' ? save.error : null}
        prefix="Your email settings were not saved."
      />
      <label className="notification-settings__switch">
        <input
          type="checkbox"
          checked={allOff}
          onChange={(event) => {
            setSaved(false);
            setAllOff(event.target.checked);
          }}
        />
        Stop all Fundax email
      </label>
      {allOff ? (
        <p className="field-hint">
          No email at all; your choices below come back when you turn email on again.
        </p>
      ) : null}
      {groups.map((group) => (
        <fieldset key={group.id} className="portal-fieldset" disabled={allOff}>
          <legend>{group.heading}</legend>
          <ul className="notification-settings__switches">
            {group.switches.map((item) => (
              <li key={item.label}>
                <label>
                  <input
                    type="checkbox"
                    name={item.kinds.join(' ')}
                    checked={!allOff && isOn(off, item)}
                    onChange={(event) => toggle(item, event.target.checked)}
                  />
                  {item.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
      <SubmitButton pending={save.pending} pendingLabel="Saving…">
        Save email settings
      </SubmitButton>
    </form>
  );
}
