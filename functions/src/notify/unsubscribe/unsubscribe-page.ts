import { NOTIFICATION_CATALOGUE, escapeHtml } from '@fundax/core';

import type { UnsubscribeScope } from '../unsubscribe-token';

/** What the unsubscribe endpoint did, and so what its page says. */
export type UnsubscribeResult =
  | { outcome: 'off' | 'back-on'; scope: UnsubscribeScope }
  | { outcome: 'invalid' | 'no-account' | 'method' };

/** "emails when a payout to you is recorded", or "any email from Fundax". */
function what(scope: UnsubscribeScope): string {
  if (scope === 'all') return 'any email from Fundax';
  const label = NOTIFICATION_CATALOGUE[scope].label;
  return `emails when ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

const form = (label: string, action: 'all' | 'undo') =>
  `<form method="post"><input type="hidden" name="action" value="${action}">` +
  `<button type="submit">${escapeHtml(label)}</button></form>`;

/**
 * The small page the unsubscribe link answers with: what changed (or why nothing did), a way
 * back, and the full settings. Every text is escaped; the forms post back to the same link.
 */
export function unsubscribePage(
  result: UnsubscribeResult,
  settingsUrl: string,
): {
  status: number;
  html: string;
} {
  const settings = `<p><a href="${escapeHtml(settingsUrl)}">All your email settings</a> (sign-in needed).</p>`;
  let status = 200;
  let title: string;
  let body: string;
  switch (result.outcome) {
    case 'off':
      title = 'You are unsubscribed';
      body =
        `<p>You will no longer get ${escapeHtml(what(result.scope))}.</p>` +
        '<p>These messages still appear in your Fundax inbox when you sign in.</p>' +
        form('Undo', 'undo') +
        (result.scope === 'all' ? '' : form('Stop all Fundax email', 'all')) +
        settings;
      break;
    case 'back-on':
      title = 'Email is back on';
      body = `<p>You will get ${escapeHtml(what(result.scope))} again.</p>${settings}`;
      break;
    case 'invalid':
      status = 400;
      title = 'This link does not work';
      body =
        '<p>This unsubscribe link is not valid: it may have been cut short when it was copied. Nothing was changed.</p>' +
        '<p>Use the link in the email itself, or change your email settings after signing in.</p>' +
        settings;
      break;
    case 'no-account':
      status = 404;
      title = 'No account found';
      body = '<p>The account this link was made for no longer exists. Nothing was changed.</p>';
      break;
    case 'method':
      status = 405;
      title = 'Not supported';
      body = '<p>Open the link from your email in a browser.</p>';
      break;
  }
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Fundax</title>`,
    '<style>body{font-family:Helvetica,Arial,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}',
    'button{font:inherit;padding:.6rem 1rem;margin:.25rem 0;border:1px solid #8a4b08;border-radius:6px;background:#fff;color:#8a4b08;cursor:pointer}',
    'a{color:#8a4b08}</style></head><body><main>',
    `<p><strong>Fundax</strong></p><h1>${escapeHtml(title)}</h1>`,
    body,
    '</main></body></html>',
  ].join('\n');
  return { status, html };
}
