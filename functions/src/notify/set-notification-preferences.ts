import { applySettingsChange, setNotificationPreferences as contract } from '@fundax/core';

import { requireAccount } from '../data/accounts';
import { docRef } from '../data/documents';
import { runTransaction } from '../data/run-transaction';
import { onCallable } from '../platform/on-callable';

/**
 * A registered user turns email on or off per kind of message, or all of it; the inbox keeps
 * every message regardless. Setting what is already set writes nothing.
 */
export const setNotificationPreferences = onCallable(contract, async (input, { uid }) => {
  return runTransaction(async (tx) => {
    const account = await requireAccount(tx, uid);
    const settings = applySettingsChange(account.notificationSettings, input);
    const same =
      settings.allEmailOff === account.notificationSettings.allEmailOff &&
      settings.emailOff.join() === [...account.notificationSettings.emailOff].sort().join();
    if (!same) {
      tx.update(docRef('users', uid), { notificationSettings: settings, updatedAt: new Date() });
    }
    return settings;
  });
});
