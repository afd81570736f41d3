// The mail catcher's page: every message caught, newest first, with its subject, addresses,
// text and HTML. Everything shown came from the messages and is escaped; the HTML of a message
// is never put in the page itself but loaded in a sandboxed frame (no scripts, no requests).

/** Text made safe for HTML element content and quoted attributes. */
export function escapeHtml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The http(s) links of a text, to make them clickable (an unsubscribe link, say). */
export function linksIn(text) {
  const found = String(text).match(/https?:\/\/[^\s<>"']+/g) ?? [];
  // A link at the end of a sentence does not own the full stop or comma after it.
  return [...new Set(found.map((url) => url.replace(/[.,;:!?)]+$/, '')))];
}

/** The headers a page reader cares about, as [name, value] pairs. */
const SHOWN_HEADERS = ['list-unsubscribe', 'list-unsubscribe-post', 'message-id'];

function messageSection(message) {
  const headers = SHOWN_HEADERS.filter((name) => message.headers?.[name])
    .map((name) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(message.headers[name])}</dd>`)
    .join('');
  const links = linksIn(message.text ?? '')
    .map((url) => `<li><a href="${escapeHtml(url)}" rel="noreferrer">${escapeHtml(url)}</a></li>`)
    .join('');
  const html = message.html
    ? `<h3>HTML</h3><iframe title="HTML of ${escapeHtml(message.subject)}" sandbox src="/messages/${encodeURIComponent(message.id)}/html"></iframe>`
    : '<p><em>No HTML part.</em></p>';
  return [
    `<article id="${escapeHtml(message.id)}">`,
    `<h2>${escapeHtml(message.subject || '(no subject)')}</h2>`,
    '<dl>',
    `<dt>to</dt><dd>${escapeHtml(message.to)}</dd>`,
    `<dt>from</dt><dd>${escapeHtml(message.from)}</dd>`,
    `<dt>received</dt><dd>${escapeHtml(message.receivedAt)}</dd>`,
    headers,
    '</dl>',
    links ? `<h3>Links</h3><ul>${links}</ul>` : '',
    `<h3>Text</h3><pre>${escapeHtml(message.text ?? '')}</pre>`,
    html,
    '</article>',
  ].join('\n');
}

/** The whole page for a list of messages (newest first). */
export function mailPage(messages) {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Fundax local mail</title>',
    '<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1f2933}',
    'article{border-top:2px solid #d9d3c7;padding:1rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}',
    'dt{font-weight:600}dd{margin:0;word-break:break-all}pre{white-space:pre-wrap;background:#f4f1ec;padding:1rem}',
    'iframe{width:100%;height:28rem;border:1px solid #d9d3c7}</style></head><body><main>',
    '<h1>Fundax local mail</h1>',
    `<p>Every email the emulated functions sent, caught on this machine (nothing leaves it): ${count}. Reload for new mail.</p>`,
    ...messages.map(messageSection),
    '</main></body></html>',
  ].join('\n');
}
