import { webOrigin } from './site-origin';

/** Marks responses of the card function, so it never takes its own output for the template. */
export const CARD_HEADER = 'x-fundax-card';

/** How long an instance keeps the template: a new Hosting release shows within a minute. */
const TEMPLATE_TTL_MS = 60_000;

const cached = new Map<string, { html: string; at: number }>();

/**
 * The built HTML file a page is served from. The web build prerenders the public pages into
 * files of their own (`index.html` is the home page): a page with an id into one file, the
 * layout it renders over (/event/{id} from `event/_id.html`); any other page this function
 * serves (the fundraiser listing) takes `app.html`, the bare layout.
 */
export function templateFileOf(path: string): string {
  const [, section] = path.split('/');
  return section === 'event' || section === 'partner' ? `${section}/_id.html` : 'app.html';
}

/**
 * A page's built HTML file (templateFileOf), read from the Hosting site itself (a static file
 * wins over every rewrite, so this request never comes back here; a response carrying CARD_HEADER would mean
 * it did, and is refused). Read from the site, the template always names the asset files of the
 * release that is live, which a copy bundled into the functions could not promise.
 */
export async function pageTemplate(file: string, now = Date.now()): Promise<string> {
  const kept = cached.get(file);
  if (kept && now - kept.at < TEMPLATE_TTL_MS) return kept.html;
  const response = await fetch(`${webOrigin()}/${file}`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok || response.headers.has(CARD_HEADER)) {
    throw new Error(`The page template could not be read (HTTP ${response.status}).`);
  }
  const html = await response.text();
  if (!html.includes('</head>')) throw new Error('The page template has no </head>.');
  cached.set(file, { html, at: now });
  return html;
}
