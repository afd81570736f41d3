// Emulator ports come from firebase.json. FUNDAX_PORT_OFFSET (a multiple of 1000) shifts every
// port, so two checkouts can run their suites at once. The emulators run from a generated copy
// of firebase.json (firebase.local.json, or firebase.offset-<n>.json), whose hosting headers
// also let the pages reach the emulators (see withEmulatorOrigins).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { SetupError } from './log.mjs';
import { root } from './paths.mjs';

/** The emulators every run starts; the Emulator UI stays off (it would be a download). */
export const EMULATORS = ['auth', 'firestore', 'functions', 'pubsub', 'hosting'];

/**
 * The local SMTP catcher (scripts/lib/mail-catcher.mjs) is ours, not an emulator, so its ports
 * live here rather than in firebase.json; they move with FUNDAX_PORT_OFFSET like the rest.
 */
export const MAIL_CATCHER_PORTS = { smtp: 2525, page: 5050 };

/** Hosting apps in firebase.json order, with the port firebase-tools gives each site. */
export const APPS = ['web', 'admin', 'mobile'];

function readOffset() {
  const raw = process.env.FUNDAX_PORT_OFFSET ?? '0';
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset % 1000 !== 0 || offset > 50000) {
    throw new SetupError(`FUNDAX_PORT_OFFSET must be 0 or a multiple of 1000 up to 50000 (got "${raw}").`);
  }
  return offset;
}

/**
 * firebase-tools puts the first hosting site on the configured port and each further site i on
 * port + 4 + i (skipping the functions port); we keep those ports free and check them first.
 */
function hostingPorts(base) {
  return APPS.map((_, i) => (i === 0 ? base : base + 4 + i));
}

/** Where an app's build goes: `<app>/dist`, or `<app>/dist-offset-<n>` under a port offset. */
export function appDistDir(dist, offset = readOffset()) {
  return offset === 0 ? dist : `${dist}-offset-${offset}`;
}

/**
 * Ports the Fetch standard blocks: Node's fetch and every browser refuse them ("bad port"), so an
 * offset that moves an emulator or an app onto one would fail in a confusing way later.
 */
const FETCH_BLOCKED_PORTS = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
]);

/**
 * A Content-Security-Policy with `sources` added to some of its directives (a directive it
 * lacks is created).
 */
export function addCspSources(policy, sources) {
  const directives = policy.split(';').map((part) => part.trim()).filter(Boolean);
  for (const [name, extra] of Object.entries(sources)) {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    if (index === -1) directives.push([name, ...extra].join(' '));
    else directives[index] = [directives[index], ...extra].join(' ');
  }
  return directives.join('; ');
}

/**
 * The hosting sites of firebase.json for the emulators: each site's CSP also allows the local
 * builds' calls to the Auth, Firestore and Functions emulators, the Auth emulator's iframe (its
 * Google sign-in page), and pictures served by the Functions emulator (uploads are stored and
 * served there by `localFiles`, over plain http, which `img-src https:` does not cover). Only the
 * generated config has them; firebase.json, which is what a deploy uses, keeps the production
 * policy.
 */
export function withEmulatorOrigins(hosting, hosts) {
  const origins = ['auth', 'firestore', 'functions'].map((name) => `http://${hosts[name]}`);
  return hosting.map((site) => ({
    ...site,
    headers: (site.headers ?? []).map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === 'Content-Security-Policy'
          ? {
              ...header,
              value: addCspSources(header.value, {
                'connect-src': origins,
                'frame-src': [`http://${hosts.auth}`],
                'img-src': [`http://${hosts.functions}`],
              }),
            }
          : header,
      ),
    })),
  }));
}

/**
 * The emulator configuration under a port offset (FUNDAX_PORT_OFFSET unless given). Hosting
 * serves the apps built for `appsOffset` (the same offset unless given): an emulator set that
 * runs no browser (the integration suites beside the browser tests) serves the default build.
 */
function appUrlsAt(host, firstPort) {
  return Object.fromEntries(hostingPorts(firstPort).map((port, i) => [APPS[i], `http://${host}:${port}`]));
}

export function emulatorConfig({ offset = readOffset(), appsOffset = offset } = {}) {
  const base = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
  const emulators = structuredClone(base.emulators);
  for (const value of Object.values(emulators)) {
    if (value && typeof value === 'object' && 'port' in value) value.port += offset;
    if (value && typeof value === 'object' && 'websocketPort' in value) value.websocketPort += offset;
  }
  const host = (name) => `${emulators[name].host}:${emulators[name].port}`;
  const configPath = path.join(root, offset === 0 ? 'firebase.local.json' : `firebase.offset-${offset}.json`);
  // Builds bake the emulator ports in, so each offset serves its own build of each app.
  const hosting = withEmulatorOrigins(
    base.hosting.map((site) => ({ ...site, public: appDistDir(site.public, appsOffset) })),
    { auth: host('auth'), firestore: host('firestore'), functions: host('functions') },
  );
  writeFileSync(configPath, `${JSON.stringify({ ...base, hosting, emulators }, null, 2)}\n`);
  const apps = appUrlsAt(emulators.hosting.host, emulators.hosting.port);
  // What the served build was made for (its robots.txt names that origin): these apps' own
  // addresses unless the set serves another offset's build.
  const builtApps = appUrlsAt(emulators.hosting.host, base.emulators.hosting.port + appsOffset);
  const ports = {
    hub: emulators.hub.port,
    logging: emulators.logging.port,
    auth: emulators.auth.port,
    firestore: emulators.firestore.port,
    firestoreWebsocket: emulators.firestore.websocketPort,
    functions: emulators.functions.port,
    pubsub: emulators.pubsub.port,
    eventarc: emulators.eventarc.port,
    tasks: emulators.tasks.port,
    ...Object.fromEntries(hostingPorts(emulators.hosting.port).map((port, i) => [`hosting:${APPS[i]}`, port])),
    'mail:smtp': MAIL_CATCHER_PORTS.smtp + offset,
    'mail:page': MAIL_CATCHER_PORTS.page + offset,
  };
  const blocked = Object.entries(ports).filter(([, port]) => FETCH_BLOCKED_PORTS.has(port));
  if (blocked.length > 0) {
    throw new SetupError(
      `FUNDAX_PORT_OFFSET=${offset} puts ${blocked.map(([name, port]) => `${name} on ${port}`).join(', ')}, ` +
        'a port that browsers and fetch refuse: choose another offset (3000, 4000 and 5000 work).',
    );
  }
  return {
    offset,
    configPath,
    ports,
    apps,
    builtApps,
    mail: { smtpPort: ports['mail:smtp'], pagePort: ports['mail:page'] },
    hosts: {
      auth: host('auth'),
      firestore: host('firestore'),
      functions: host('functions'),
      hub: host('hub'),
      pubsub: host('pubsub'),
    },
  };
}
