// Judges the notifications as a whole, in the spirit of the rules suite's completeness checks:
// every kind has its texts, a link to a page that exists and an email; every kind is produced
// by some function; every admin feed item links to a page of the console.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import {
  ADMIN_FEED_CATALOGUE,
  ADMIN_FEED_KINDS,
  NOTIFICATION_CATALOGUE,
  NOTIFICATION_KINDS,
  type NotificationKind,
  callables,
  notificationMessage,
} from '@fundax/core';
import { describe, expect, it } from 'vitest';

import { CONSOLE_ROUTES, consolePath } from '../../../admin/src/app/route-paths';
import { SAMPLE_FACTS } from '../../../packages/core/src/notifications/sample-facts.test-support';
import { PORTAL_ROUTES, PUBLIC_ROUTES } from '../../../web/src/app/route-paths';

const SRC = path.resolve(import.meta.dirname, '..');
const HOOKS = path.join(SRC, 'notify', 'hooks.ts');

/** Every source file of the functions, tests left out. */
function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

const routeMatcher = (route: string) =>
  new RegExp(`^${route.replace(/:[a-zA-Z]+/g, '[^/?]+')}(\\?.*)?$`);
const webRoutes = [...PUBLIC_ROUTES, ...PORTAL_ROUTES].map((route) => routeMatcher(route.path));
const consoleRoutes = CONSOLE_ROUTES.map((route) => routeMatcher(consolePath(route.path)));

/** The exported functions of hooks.ts, each with the kinds (of `names`) its body names. */
function hookKinds<K extends string>(names: readonly K[]): Map<string, K[]> {
  const text = readFileSync(HOOKS, 'utf8');
  const starts = [...text.matchAll(/export (?:async )?function (\w+)/g)];
  return new Map(
    starts.map((match, i) => {
      const body = text.slice(match.index, starts[i + 1]?.index ?? text.length);
      return [match[1]!, names.filter((kind) => body.includes(`'${kind}'`))];
    }),
  );
}

/**
 * The kinds (of `names`) some deployed code produces: named by a hook that a handler calls,
 * or named directly outside hooks.ts (the alerts fan-out).
 */
function producedKinds<K extends string>(names: readonly K[]): Set<K> {
  const texts = sources()
    .filter((file) => file !== HOOKS)
    .map((file) => readFileSync(file, 'utf8'));
  const produced = new Set<K>();
  for (const [hook, kinds] of hookKinds(names)) {
    if (texts.some((text) => new RegExp(`\\b${hook}\\(`).test(text))) {
      for (const kind of kinds) produced.add(kind);
    }
  }
  for (const kind of names) {
    if (texts.some((text) => text.includes(`'${kind}'`))) produced.add(kind);
  }
  return produced;
}

/**
 * The proposal kinds tell about the two sides' consent, which `respondToEvent` brings (issue
 * 12's money work): hooks are ready (notifyProposalWaiting, notifyProposalAnswered), and this
 * test requires them to be called as soon as that callable is in the registry.
 */
const CONSENT_KINDS: NotificationKind[] = [
  'event-proposal-waiting',
  'event-proposal-accepted',
  'event-proposal-declined',
];
const consentExists = 'respondToEvent' in callables;

describe('every kind of notification', () => {
  it.each(NOTIFICATION_KINDS)(
    '%s has a title, a body, an email and a link to a real page',
    (kind) => {
      const message = notificationMessage(kind, SAMPLE_FACTS[kind] as never);
      expect(message.title).not.toBe('');
      expect(message.body).not.toBe('');
      expect(message.email.subject).not.toBe('');
      expect(message.email.paragraphs.join(' ')).not.toBe('');
      expect(NOTIFICATION_CATALOGUE[kind].label).not.toBe('');
      expect(
        webRoutes.some((route) => route.test(message.link)),
        `${message.link} is no route of web/src/app/route-paths.ts`,
      ).toBe(true);
    },
  );

  it('is produced by some function (the consent kinds once respondToEvent exists)', () => {
    const produced = producedKinds(NOTIFICATION_KINDS);
    const required = consentExists
      ? NOTIFICATION_KINDS
      : NOTIFICATION_KINDS.filter((kind) => !CONSENT_KINDS.includes(kind));
    expect(required.filter((kind) => !produced.has(kind))).toEqual([]);
    // The consent kinds have their hooks ready for the callables that will produce them.
    const hooked = new Set([...hookKinds(NOTIFICATION_KINDS).values()].flat());
    expect(CONSENT_KINDS.filter((kind) => !hooked.has(kind))).toEqual([]);
  });

  it('lists no hook that names no kind (a typo in a kind would hide there)', () => {
    for (const [hook, kinds] of hookKinds(NOTIFICATION_KINDS)) {
      if (hook.startsWith('notify')) expect(kinds, hook).not.toEqual([]);
    }
  });
});

describe('every admin feed item', () => {
  it.each(ADMIN_FEED_KINDS)(
    '%s is added by a creating callable and links to the console',
    (kind) => {
      expect(producedKinds(ADMIN_FEED_KINDS).has(kind)).toBe(true);
      const definition = ADMIN_FEED_CATALOGUE[kind];
      const link = definition.link({
        venueId: 'v1',
        eventId: 'e1',
        applicationId: 'a1',
        requestId: 's1',
      } as never);
      expect(
        consoleRoutes.some((route) => route.test(link)),
        link,
      ).toBe(true);
    },
  );
});
