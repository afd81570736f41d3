import {
  SERVED_DIRECTORY_FILES,
  type ServedDirectoryPath,
  docIdSchema,
  isServedDirectoryPath,
} from '@fundax/core';
import { logger } from 'firebase-functions';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';

import { onHttp } from '../platform/on-http';
import { type Card, fillTemplate, withServedData } from './card-html';
import { servedDirectory } from './directory-pages';
import { CARD_HEADER, pageTemplate, templateFileOf } from './page-template';
import { type CardPage, eventCard, fundaxerCard, partnerCard } from './page-cards';

/** Found pages: browsers keep them 5 minutes, the CDN 10. Not-found answers are kept briefly. */
const FOUND_CACHE = 'public, max-age=300, s-maxage=600';
const MISSING_CACHE = 'public, max-age=60, s-maxage=60';

const param = (request: Request, name: string): string | null => {
  const value = request.query[name];
  return typeof value === 'string' ? value : null;
};

const validId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && docIdSchema.safeParse(id).success;

/** A page whose HTML carries its card alone. */
const withoutData = async (card: Promise<Card | null>): Promise<CardPage | null> => {
  const found = await card;
  return found && { card: found, served: null };
};

/**
 * The card for the page a request names, 'plain' for a page that has none of its own (the
 * fundraiser listing without an id), or null for an unknown or hidden one.
 */
async function cardFor(request: Request): Promise<CardPage | 'plain' | null> {
  const [, section, id, extra] = request.path.split('/');
  if (extra !== undefined) return null;
  const name = id === undefined ? undefined : decodeURIComponent(id);
  if (section === 'event' && validId(name)) return eventCard(name);
  if (section === 'partner' && validId(name)) {
    const venue = param(request, 'venue');
    return withoutData(partnerCard(name, validId(venue) ? venue : null));
  }
  if (section === 'fundaxer-listing' && id === undefined) {
    const uid = param(request, 'id');
    if (uid === null) return 'plain';
    return validId(uid) ? withoutData(fundaxerCard(uid)) : null;
  }
  return null;
}

/**
 * /partners and /businesses: the page as the build prerendered it, with its data. A read that
 * fails (a stored document that does not parse, Firestore unavailable) serves the page without
 * it, briefly cached: the page then reads live and shows its own error if that fails too.
 */
async function sendDirectory(
  path: ServedDirectoryPath,
  request: Request,
  response: Response,
): Promise<void> {
  const [template, data] = await Promise.all([
    pageTemplate(SERVED_DIRECTORY_FILES[path]),
    servedDirectory(path, param(request, 'category')).catch((error: unknown): null => {
      // The error's name and message only: they name collections and field paths, never data.
      logger.warn('A directory page was served without its data', {
        path,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return null;
    }),
  ]);
  response.set(CARD_HEADER, '1');
  response.set('Content-Type', 'text/html; charset=utf-8');
  response
    .status(200)
    .set('Cache-Control', data ? FOUND_CACHE : MISSING_CACHE)
    .send(data ? withServedData(template, data) : template);
}

/**
 * Behind the Hosting rewrites of /event/*, /partner/*, /fundaxer-listing, /partners and
 * /businesses: the page's built HTML (templateFileOf) with its own link-preview tags, or a
 * directory's with its data, cached by the CDN; an unknown or hidden page answers 404 with the
 * same SPA (which then renders its not-found screen).
 */
export const socialCard = onHttp({ timeoutSeconds: 30 }, async (request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  if (isServedDirectoryPath(request.path)) {
    await sendDirectory(request.path, request, response);
    return;
  }
  const [template, card] = await Promise.all([
    pageTemplate(templateFileOf(request.path)),
    cardFor(request),
  ]);
  response.set(CARD_HEADER, '1');
  response.set('Content-Type', 'text/html; charset=utf-8');
  if (card === null) {
    response.status(404).set('Cache-Control', MISSING_CACHE).send(fillTemplate(template, null));
    return;
  }
  response
    .status(200)
    .set('Cache-Control', FOUND_CACHE)
    .send(card === 'plain' ? template : fillTemplate(template, card.card, card.served));
});
