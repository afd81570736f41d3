import {
  FUNCTIONS_REGION,
  NOTIFICATION_SETTINGS_PATH,
  type SettingsChange,
  applySettingsChange,
} from '@fundax/core';
import { onRequest } from 'firebase-functions/v2/https';

import { docRef, readDoc } from '../../data/documents';
import { runTransaction } from '../../data/run-transaction';
import { UNSUBSCRIBE_SECRET, boundSecrets } from '../../platform/secrets';
import { unsubscribeSecret, webUrl } from '../mail-settings';
import { type UnsubscribeClaim, verifyUnsubscribeToken } from '../unsubscribe-token';
import { type UnsubscribeResult, unsubscribePage } from './unsubscribe-page';

/** The change a request asks for: turn the link's scope off, all email off, or undo. */
function changeFor(claim: UnsubscribeClaim, action: unknown): SettingsChange {
  const on = action === 'undo';
  if (action === 'all') return { allEmail: false };
  if (claim.scope === 'all') return { allEmail: on };
  return { email: { [claim.scope]: on } };
}

async function apply(claim: UnsubscribeClaim, action: unknown): Promise<UnsubscribeResult> {
  return runTransaction(async (tx) => {
    const account = await readDoc(tx, 'users', claim.uid);
    if (!account) return { outcome: 'no-account' };
    const settings = applySettingsChange(account.notificationSettings, changeFor(claim, action));
    tx.update(docRef('users', claim.uid), {
      notificationSettings: settings,
      updatedAt: new Date(),
    });
    return {
      outcome: action === 'undo' ? 'back-on' : 'off',
      scope: action === 'all' ? 'all' : claim.scope,
    };
  });
}

/**
 * The one-click unsubscribe link of every email, without sign-in: the signed token says whose
 * email and which kind (or all). GET (a click) and POST (a mail client's one-click, RFC 8058, or
 * the page's own buttons) turn it off; the page offers undo and "stop all". A token that does
 * not verify changes nothing and gets a page that says so.
 */
export const unsubscribe = onRequest(
  { region: FUNCTIONS_REGION, secrets: boundSecrets(UNSUBSCRIBE_SECRET), timeoutSeconds: 30 },
  async (request, response) => {
    const token = typeof request.query.t === 'string' ? request.query.t : '';
    const body = (request.body ?? {}) as Record<string, unknown>;
    let result: UnsubscribeResult;
    if (request.method !== 'GET' && request.method !== 'POST') {
      result = { outcome: 'method' };
    } else {
      const claim = verifyUnsubscribeToken(token, unsubscribeSecret());
      const action = request.method === 'POST' ? body.action : undefined;
      result = claim ? await apply(claim, action) : { outcome: 'invalid' };
    }
    const page = unsubscribePage(result, `${webUrl()}${NOTIFICATION_SETTINGS_PATH}`);
    response
      .status(page.status)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // The token is in the address: never pass it on, never frame the page.
        'Referrer-Policy': 'no-referrer',
        'X-Frame-Options': 'DENY',
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      })
      .send(page.html);
  },
);
