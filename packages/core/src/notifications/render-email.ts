import type { EmailContent } from './catalogue';

/** Where an email's links go, all absolute (an email has no base URL). */
export interface EmailLinks {
  /** The button: the message's page on the web site. */
  action: string;
  /** One click turns this kind of email off, without signing in. */
  unsubscribe: string;
  /** Every email setting (the portal profile). */
  settings: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Text made safe to place in HTML, in element content and in quoted attributes alike. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const FONT = 'font-family:Helvetica,Arial,sans-serif';

function htmlLayout(title: string, inner: string, footer: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f4f1ec;${FONT};color:#1f2933">`,
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:28px">',
    `<p style="margin:0 0 20px;font-size:14px;font-weight:bold;color:#8a4b08">Fundax</p>`,
    inner,
    '</div>',
    `<div style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#52606d">${footer}</div>`,
    '</body></html>',
  ].join('\n');
}

function button(label: string, url: string): string {
  return (
    `<p style="margin:24px 0 8px"><a href="${escapeHtml(url)}" ` +
    'style="display:inline-block;background:#8a4b08;color:#ffffff;text-decoration:none;' +
    `padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`
  );
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 14px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

function footers(links: EmailLinks, why: string) {
  const text = [
    `You get this email because ${why}.`,
    `Stop emails like this (one click, no sign-in): ${links.unsubscribe}`,
    `All your email settings: ${links.settings}`,
  ];
  const html =
    `${escapeHtml(`You get this email because ${why}.`)}<br>` +
    `<a href="${escapeHtml(links.unsubscribe)}" style="color:#52606d">Stop emails like this</a>` +
    ` (one click, no sign-in) · <a href="${escapeHtml(links.settings)}" style="color:#52606d">All your email settings</a>`;
  return { text, html };
}

/**
 * One message as an email, in plain text and in HTML. Everything that came from people (names,
 * titles, reasons, answers) is escaped in the HTML; links are absolute.
 */
export function renderEmail(
  content: EmailContent,
  recipientName: string | null,
  links: EmailLinks,
  why: string,
): RenderedEmail {
  const greeting = recipientName ? `Hi ${recipientName},` : 'Hello,';
  const footer = footers(links, why);
  const text = [
    greeting,
    '',
    ...content.paragraphs.flatMap((line) => [line, '']),
    `${content.action}: ${links.action}`,
    '',
    '-- ',
    'Fundax: community fundraising in Albuquerque and Rio Rancho',
    ...footer.text,
    '',
  ].join('\n');
  const inner = [
    paragraph(greeting),
    ...content.paragraphs.map(paragraph),
    button(content.action, links.action),
  ].join('\n');
  return { subject: content.subject, text, html: htmlLayout(content.subject, inner, footer.html) };
}

/** One event in a daily digest of new events near someone. */
export interface DigestEntry {
  content: EmailContent;
  url: string;
}

/** The daily email of new events near someone: one section per event, each with its link. */
export function renderDigestEmail(
  entries: readonly DigestEntry[],
  recipientName: string | null,
  links: Omit<EmailLinks, 'action'>,
  why: string,
): RenderedEmail {
  const count = entries.length;
  const subject =
    count === 1
      ? (entries[0]?.content.subject ?? 'A new event near you')
      : `${count} new events near you`;
  const greeting = recipientName ? `Hi ${recipientName},` : 'Hello,';
  const intro =
    count === 1
      ? 'A new give-back event was published in your alert area:'
      : `${count} new give-back events were published in your alert area:`;
  const footer = footers({ ...links, action: '' }, why);
  const text = [
    greeting,
    '',
    intro,
    '',
    ...entries.flatMap(({ content, url }) => [
      ...content.paragraphs,
      `${content.action}: ${url}`,
      '',
    ]),
    '-- ',
    'Fundax: community fundraising in Albuquerque and Rio Rancho',
    ...footer.text,
    '',
  ].join('\n');
  const sections = entries.map(
    ({ content, url }) =>
      `<div style="border-top:1px solid #e4e7eb;padding-top:14px;margin-top:14px">` +
      content.paragraphs.map(paragraph).join('\n') +
      `<p style="margin:0"><a href="${escapeHtml(url)}" style="color:#8a4b08;font-weight:bold">${escapeHtml(content.action)}</a></p></div>`,
  );
  const inner = [paragraph(greeting), paragraph(intro), ...sections].join('\n');
  return { subject, text, html: htmlLayout(subject, inner, footer.html) };
}
