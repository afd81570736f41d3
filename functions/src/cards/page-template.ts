import { webOrigin } from './site-origin';

/** Marks responses of the card function, so it never takes its own output for the template. */
export const CARD_HEADER = 'x-fundax-card';

/** How long an instance keeps the template: a new Hosting release shows within a minute. */
const TEMPLATE_TTL_MS = 60_000;

let cached: { html: string; at: number } | null = null;

/**
 * The SPA's built index.html, read from the Hosting site itself (a static file wins over every
 * rewrite, so this request never comes back here; a response carrying CARD_HEADER would mean
 * it did, and is refused). Read from the site, the template always names the asset files of the
 * release that is live, which a copy bundled into the functions could not promise.
 */
export async function pageTemplate(now = Date.now()): Promise<string> {
  if (cached && now - cached.at < TEMPLATE_TTL_MS) return cached.html;
  const response = await fetch(`${webOrigin()}/index.html`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok || response.headers.has(CARD_HEADER)) {
    throw new Error(`The page template could not be read (HTTP ${response.status}).`);
  }
  const html = await response.text();
  if (!html.includes('</head>')) throw new Error('The page template has no </head>.');
  cached = { html, at: now };
  return html;
}
