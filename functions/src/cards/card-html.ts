import {
  SERVED_PAGE_ELEMENT_ID,
  type ServedDirectory,
  type ServedPage,
  escapeHtml,
  servedHeaderHtml,
  servedPageHeader,
  servedPageJson,
} from '@fundax/core';

/** What a link preview shows for one page. Every field holds public data only. */
export interface Card {
  title: string;
  description: string;
  /** Absolute image URL, or null for a text-only card. */
  image: { url: string; width?: number; height?: number } | null;
  /** The page's canonical address (absolute). */
  url: string;
}

const SITE = 'Fundax';

/** One line, at most `max` characters, cut at a word with an ellipsis. */
export function clip(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Marks the tags only crawlers need: the SPA removes them when it starts (web/src/main.tsx), so
 * they never sit beside the tags React renders for the page, nor outlive a client-side
 * navigation. The title and description replace the template's own and stay.
 */
export const CARD_ATTRIBUTE = 'data-social-card';

const meta = (key: 'name' | 'property', name: string, content: string, marked = true) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}"${marked ? ` ${CARD_ATTRIBUTE}` : ''} />`;

function cardTags(card: Card): string[] {
  const title = `${card.title} · ${SITE}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(card.url)}" ${CARD_ATTRIBUTE} />`,
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', card.description),
    meta('property', 'og:url', card.url),
    meta('name', 'twitter:card', card.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', card.description),
  ];
  if (card.image) {
    tags.push(meta('property', 'og:image', card.image.url));
    if (card.image.width) tags.push(meta('property', 'og:image:width', String(card.image.width)));
    if (card.image.height) {
      tags.push(meta('property', 'og:image:height', String(card.image.height)));
    }
    tags.push(meta('name', 'twitter:image', card.image.url));
  }
  return tags;
}

/**
 * The SPA's index.html with a page's own title, description and social tags in <head>, so a
 * crawler that runs no JavaScript sees them. With no card (an unknown or hidden page), the
 * not-found title and `noindex`; the SPA then renders its own not-found screen.
 */
export function fillTemplate(
  template: string,
  card: Card | null,
  served: ServedPage | null = null,
): string {
  const title = card ? `${card.title} · ${SITE}` : `Page not found · ${SITE}`;
  const description = card?.description ?? 'There is nothing at this address.';
  const tags = card ? cardTags(card) : [meta('name', 'robots', 'noindex')];
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description, false),
    ...tags,
  ].join('\n    ');
  const html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    // A function, not a string: `$&` or `$1` in a hostile title must stay text.
    .replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  return served ? withServedPage(html, served) : html;
}

/**
 * Where the layout's progress line stands while a page loads (web's PublicLayoutLoading, the
 * shell the build writes for pages with an id): the page's header goes first inside it.
 */
const PAGE_SLOT = /<main id="main" tabindex="-1"><div class="container page">/;

/**
 * The page's header (servedPageHeader, as the page renders it) in the layout's page slot, so the
 * visitor reads the title and lede before any script runs (the page's largest text, painted with
 * the HTML), and its data (public data only) in a JSON script the page takes before it renders
 * (packages/client/src/app/served-page.ts): its first render then shows the same header over the
 * whole page. A template without the slot gets the data alone.
 */
function withServedPage(html: string, page: ServedPage): string {
  return withServedData(
    html.replace(PAGE_SLOT, (slot) => `${slot}${servedHeaderHtml(servedPageHeader(page))}`),
    page,
  );
}

/**
 * A page's HTML with its data (public data only) in the JSON script the page takes before it
 * renders: an event page's (withServedPage), or a public directory's, over the page as the build
 * prerendered it (its own head, header and frame).
 */
export function withServedData(html: string, data: ServedPage | ServedDirectory): string {
  const script = `<script type="application/json" id="${SERVED_PAGE_ELEMENT_ID}">${servedPageJson(data)}</script>`;
  return html.replace(/<\/body>/i, () => `${script}\n  </body>`);
}
