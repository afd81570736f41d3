import type { Timestamp } from 'firebase-admin/firestore';

import { db } from '../platform/admin';
import { onHttp } from '../platform/on-http';
import { SITEMAP_MAX_URLS, type SitemapEntry, sitemapXml } from './sitemap-xml';
import { webOrigin } from './site-origin';

/** Public pages that are the same for everyone (the SPA's public routes worth indexing). */
const STATIC_PATHS = [
  '/',
  '/special-events',
  '/funders',
  '/businesses',
  '/partners',
  '/fundaxer-listing',
  '/fundaxers/info',
  '/fundaxers/fundraising',
  '/fundaxers/success-stories',
  '/angels',
  '/about-us',
  '/support',
  '/terms',
];

const updatedAt = (data: { updatedAt?: Timestamp }) => data.updatedAt?.toDate();

/**
 * Every public listing's page: public events (approved, enabled, not cancelled, past ones
 * included: they stay as history), venues under their partner's page, and listed partners and
 * fundaxers. Equality filters only (no composite index), each read with just the fields the
 * sitemap needs (so the partial documents are not parsed through their schemas).
 */
async function listingEntries(origin: string): Promise<SitemapEntry[]> {
  const room = SITEMAP_MAX_URLS - STATIC_PATHS.length;
  const [events, venues, partners, fundaxers] = await Promise.all([
    db()
      .collection('events')
      .where('_status.approved', '==', true)
      .where('_status.disabled', '==', false)
      .where('_status.cancelled', '==', false)
      .select('updatedAt')
      .limit(room)
      .get(),
    db()
      .collection('venues')
      .where('_status.approved', '==', true)
      .where('_status.disabled', '==', false)
      .select('ownerId', 'updatedAt')
      .limit(room)
      .get(),
    db()
      .collection('profiles')
      .where('listed', '==', true)
      .where('role', '==', 'partner')
      .select('updatedAt')
      .limit(room)
      .get(),
    db()
      .collection('profiles')
      .where('listed', '==', true)
      .where('role', '==', 'fundaxer')
      .select('updatedAt')
      .limit(room)
      .get(),
  ]);
  const page = (path: string, data: { updatedAt?: Timestamp }) => ({
    url: `${origin}${path}`,
    lastModified: updatedAt(data),
  });
  return [
    ...events.docs.map((doc) => page(`/event/${encodeURIComponent(doc.id)}`, doc.data())),
    ...partners.docs.map((doc) => page(`/partner/${encodeURIComponent(doc.id)}`, doc.data())),
    ...venues.docs.map((doc) => {
      const { ownerId } = doc.data() as { ownerId: string };
      const path = `/partner/${encodeURIComponent(ownerId)}?venue=${encodeURIComponent(doc.id)}`;
      return page(path, doc.data());
    }),
    ...fundaxers.docs.map((doc) =>
      page(`/fundaxer-listing?id=${encodeURIComponent(doc.id)}`, doc.data()),
    ),
  ];
}

/** /sitemap.xml (a Hosting rewrite): public pages only, cached an hour by browsers and the CDN. */
export const sitemap = onHttp({ timeoutSeconds: 60 }, async (_request, response) => {
  const origin = webOrigin();
  const entries = [
    ...STATIC_PATHS.map((path) => ({ url: `${origin}${path}` })),
    ...(await listingEntries(origin)),
  ];
  response
    .status(200)
    .set('Content-Type', 'application/xml; charset=utf-8')
    .set('Cache-Control', 'public, max-age=3600, s-maxage=3600')
    .send(sitemapXml(entries));
});
