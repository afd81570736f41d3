// How the apps' lazy code is cut into files (vite.shared.ts; docs/performance.md, "Few files").
//
// Left to itself, the bundler gives every set of lazy pages that shares a module a chunk of its
// own: the event page fetched 43 scripts, 38 of them under 1.5 KB (a schema, a query, a helper
// each), the businesses directory 45 and the portal dashboard 71. Every file costs the phone a
// request, a <link rel=modulepreload> that Vite's preload helper inserts, and a module record,
// on the main thread, and a file under 1 KB travels uncompressed. The groups below put modules
// that travel together anyway into one file each.
//
// A group's modules all load, and all run, when a page needs any one of them. So a group holds
// only modules that the pages loading it use nearly all of, and a group a first route loads
// holds nothing that brings zod or Firebase (the JavaScript budgets in `npm test` fail when one
// does: that route would then load them too).

/** Modules a chunk group captures: only these, not their dependencies. */
export interface ChunkGroup {
  name: string;
  /** The modules by id (absolute path). */
  test: RegExp;
}

/** A group by its modules' paths from the repository root, without the extension. */
export interface ModuleGroup {
  name: string;
  modules: readonly string[];
}

/** A test for module ids by their path from the repository root, without the extension. */
export function modulesAt(paths: readonly string[]): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const one = (modulePath: string) => modulePath.split('/').map(escape).join('[\\\\/]');
  return new RegExp(`[\\\\/](?:${paths.map(one).join('|')})\\.[cm]?[jt]sx?$`);
}

/**
 * The kit's plain pieces that every page with data or a call uses: remote-data state, how a
 * failed call is worded, money and Mountain Time formats, labels, constants and options. No zod
 * and no Firebase: home's first route loads this group (it used 10 of these as 10 files).
 * The form field (`ui/field`) is not one of them: the event page and `/partners` show no form,
 * and with it here their first routes carried 0.4 KB gz of it (the event page's then 110.1 KB,
 * over the goal); the pages with forms load it beside the group. Nor is the phone mask, which
 * only the field uses here: it brought this whole group to `/login`, which shows nothing else of
 * it (3.6 KB gz).
 */
export const KIT_MODULES = [
  'packages/core/src/constants',
  'packages/core/src/labels',
  'packages/core/src/schemas/category-lists',
  'packages/core/src/format/mountain-time',
  'packages/core/src/format/money',
  'packages/client/src/callables/last-change',
  'packages/client/src/remote/remote-data',
  'packages/client/src/callables/callable-fulfilled',
  'packages/client/src/callables/call-in-thunk',
  'packages/client/src/ui/options',
  // How a failed call is worded (the kit's load and call states show it).
  'packages/core/src/errors/call-error-messages',
  'packages/core/src/limits/limit-messages',
  'packages/core/src/errors/invalid-argument',
  'packages/core/src/errors/recent-login',
  'packages/client/src/ui/failure-notice',
];

/**
 * How a page shows what it read: the read's hook and its loaded and failed states, badges,
 * goal progress, listing images, how records' roles and states read, who may see an event, and
 * the checks of a page served with its data. Every page that reads loads it beside `kit`; home, whose only data is the nearby search's
 * answer, does not (its first route was 1.5 KB gz smaller without these, and the pages that load
 * both files 0.4 KB larger).
 */
export const KIT_VIEW_MODULES = [
  'packages/core/src/record-labels',
  'packages/core/src/rules/event-access',
  'packages/core/src/files/image-variants',
  'packages/core/src/pages/served-checks',
  'packages/client/src/app/served-page',
  'packages/client/src/remote/use-remote',
  'packages/client/src/hooks/use-now',
  'packages/client/src/ui/loaded',
  'packages/client/src/ui/load-error',
  'packages/client/src/ui/badge',
  'packages/client/src/ui/goal-progress',
];

/**
 * The nearby search's shared pieces: the "Use my location" button and its hook, distances, and
 * the public callables' thunks. One file on home's first route instead of three (0.3 KB gz less);
 * the search page and the alert area's form, which use some of them, load it whole (0.9 KB gz).
 */
export const NEARBY_MODULES = [
  'packages/client/src/ui/locate-button',
  'packages/client/src/hooks/use-geolocation',
  'packages/core/src/format/distance',
  'packages/client/src/callables/public-callable-thunks',
];

/**
 * The form fields and the US phone mask their phone field applies as it is typed (the field
 * schemas' phone check uses its rules too): one file for the pages with a form.
 */
export const FORM_FIELD_MODULES = [
  'packages/client/src/ui/field',
  'packages/core/src/fields/us-phone-format',
];

/**
 * The Firebase app and what it is built on (util, component, logger, idb): every page that
 * reads or calls through the SDK loads all of it before Firestore or Auth. It was one chunk plus
 * the 155-byte `firebase/app` wrapper.
 */
const FIREBASE_APP: ChunkGroup = {
  name: 'firebase-app',
  test: /[\\/]node_modules[\\/](?:firebase[\\/]app|@firebase[\\/](?:app|util|component|logger)|idb)[\\/]/,
};

/**
 * Firestore Lite with the kit's on-demand face of it (`firebase/firestore-sdk.ts`): the queries
 * import the SDK statically and the kit's first read imports the face, which was a file of its
 * own of 109 bytes that only re-exports four functions, on every page that reads.
 */
const FIRESTORE: ChunkGroup = {
  name: 'firestore-sdk',
  test: /[\\/](?:packages[\\/]client[\\/]src[\\/]firebase[\\/]firestore-sdk\.ts$|node_modules[\\/](?:firebase[\\/]firestore|@firebase[\\/](?:firestore|webchannel-wrapper))[\\/])/,
};

/**
 * The field schemas every document schema and most forms are built from (common fields,
 * statuses, categories, roles, coordinates, US phones). The sign-in page needs them without the
 * documents', so they are a group of their own.
 */
export const FIELD_SCHEMA_MODULES = [
  'packages/core/src/schemas/common',
  'packages/core/src/schemas/status',
  'packages/core/src/schemas/categories',
  'packages/core/src/schemas/roles',
  'packages/core/src/geo/validation',
  'packages/core/src/fields/us-phone',
  // Core's zod (zod/mini with zod's English messages, which every schema module imports) and
  // zod's ISO date and time formats, which common.ts alone uses. The English messages sit in
  // zod's package beside classic zod: left to the bundler, they went into classic zod's chunk,
  // and every page that read Firestore loaded classic zod (9 KB gz) for them.
  'packages/core/src/zod',
  'node_modules/zod/v4/locales/en',
  'node_modules/zod/v4/mini/iso',
  // `defineCallable`, which every callable's contract is declared with: an identity function,
  // and a file of 81 bytes on every page with a contract, each of which loads this group for
  // the contract's zod anyway.
  'packages/core/src/callables/define',
];

/**
 * The schemas of the documents that public pages and dashboards read: events, people (users,
 * profiles and their notification settings) and venues, with what their views are built from.
 * A page that reads Firestore reads one of these, and most read two or three (an event and its
 * fundraiser; a partner, their venues and their events).
 */
export const DOCUMENT_SCHEMA_MODULES = [
  'packages/core/src/schemas/events',
  'packages/core/src/schemas/users',
  'packages/core/src/schemas/notifications',
  'packages/core/src/schemas/venues',
  'packages/core/src/schemas/stored-document',
  'packages/core/src/notifications/settings',
  'packages/core/src/files/stored-image',
  'packages/core/src/callables/public-shapes',
  'packages/core/src/geo/location-origin',
];

/**
 * The client kit's typed queries for those documents, the converters they read through, and the
 * views the public directories keep of what they read.
 */
export const READ_LAYER_MODULES = [
  'packages/core/src/pages/directory-views',
  'packages/client/src/queries/typed-refs',
  'packages/client/src/queries/converters',
  'packages/client/src/queries/public-filters',
  'packages/client/src/queries/public-directory',
  'packages/client/src/queries/events',
  'packages/client/src/queries/users',
  'packages/client/src/queries/profiles',
  'packages/client/src/queries/venues',
];

/**
 * The ways to sign in, which the sign-in and sign-up pages show together: Google's button, the
 * password form, the emailed link (asking for it and finishing it), the tabs between them. As
 * ten files of their own they cost `/login` 2.6 KB gz more than as one (small files compress
 * apart); the password reset page, which uses only the password thunks, loads them all, after
 * `/login` has.
 */
export const SIGN_IN_MODULES = [
  'packages/client/src/ui/tabs',
  'packages/client/src/ui/google-sign-in-button',
  'packages/client/src/hooks/use-google-sign-in',
  'packages/client/src/auth/google',
  'packages/client/src/ui/password-sign-in-form',
  'packages/client/src/auth/password',
  'packages/client/src/ui/email-link-form',
  'packages/client/src/ui/email-link-completion',
  'packages/client/src/auth/email-link',
  'packages/client/src/guards/redirect-signed-in',
];

/** The groups by module that every app has, to which an app may add its own modules. */
export interface GroupModules {
  /** Its own plain pieces most of its pages show (the web app's empty states). */
  kit?: readonly string[];
  /** Its own pieces that show what a page read (the web app's listing images). */
  kitViews?: readonly string[];
  /** The schemas of the documents its dashboards read besides the shared ones. */
  documentSchemas?: readonly string[];
  /** Its own modules that go with its reads (the web app's permission-denied check). */
  readLayer?: readonly string[];
  /** Its own parts of the sign-in and sign-up pages (the web app's sign-in panel). */
  signIn?: readonly string[];
  /** Groups of its own modules that its pages load together (the web portal's reads). */
  groups?: readonly ModuleGroup[];
}

export function moduleGroups({
  kit = [],
  kitViews = [],
  documentSchemas = [],
  readLayer = [],
  signIn = [],
  groups = [],
}: GroupModules = {}): ModuleGroup[] {
  return [
    { name: 'kit', modules: [...KIT_MODULES, ...kit] },
    { name: 'kit-views', modules: [...KIT_VIEW_MODULES, ...kitViews] },
    { name: 'form-field', modules: FORM_FIELD_MODULES },
    { name: 'nearby', modules: NEARBY_MODULES },
    { name: 'field-schemas', modules: FIELD_SCHEMA_MODULES },
    { name: 'document-schemas', modules: [...DOCUMENT_SCHEMA_MODULES, ...documentSchemas] },
    { name: 'read-layer', modules: [...READ_LAYER_MODULES, ...readLayer] },
    { name: 'sign-in', modules: [...SIGN_IN_MODULES, ...signIn] },
    ...groups,
  ];
}

/**
 * The web portal's reads, which the dashboard loads all of once its frame is up: events, venues,
 * the ledger and proposals, with the schemas and views only they use. They were five files (two
 * of them under 1 KB); a portal page that reads one of them now loads the others too (2.7 KB gz
 * in all, up to 2.3 more than it needs, after its frame). Not in the `portal-data` group
 * (web/vite.config.ts): they bring Firestore, which must not hold up the frame.
 */
const PORTAL_READS: ModuleGroup = {
  name: 'portal-reads',
  modules: [
    'web/src/features/portal-events/api/read-events',
    'web/src/utils/to-portal-event',
    'web/src/features/portal-locations/api/read-locations',
    'web/src/features/portal-money/api/read-ledger',
    'web/src/features/portal-money/api/ledger-view',
    'packages/core/src/schemas/ledger',
    'packages/client/src/queries/ledger',
    'web/src/features/portal-proposals/api/read-proposals',
    'web/src/utils/to-revision-view',
    'packages/core/src/format/revision-changes',
    'packages/core/src/schemas/revisions',
    'packages/client/src/queries/revisions',
  ],
};

/**
 * The inbox's reads and thunks, with the web portal frame's reader of the bell's count (149
 * bytes, whose only import is the inbox's hook): one file after the frame, not two.
 */
const WEB_INBOX: ModuleGroup = {
  name: 'inbox',
  modules: [
    'web/src/features/portal-shell/components/unread-count-reader',
    'packages/client/src/notifications/use-inbox',
    'packages/client/src/notifications/inbox-slice',
    'packages/client/src/notifications/inbox-reads',
    'packages/client/src/notifications/inbox-message',
    'packages/client/src/queries/notifications',
    'packages/client/src/callables/thunks/mark-notifications-read',
    'packages/core/src/callables/mark-notifications-read',
    'packages/core/src/schemas/collections',
  ],
};

/**
 * What decides, before a portal page, whether someone may see it: the kit's sign-in guard, the
 * return path it and the sign-in page keep safe, and the web app's "finish signing up" card for
 * an account without a role. The portal's gate loads all three and `/login` the last two; they
 * were three files of 0.5 to 1.1 KB (the one file is 29 bytes gz more than `/login`'s two).
 */
const WEB_GUARDS: ModuleGroup = {
  name: 'guards',
  modules: [
    'packages/client/src/guards/require-sign-in',
    'packages/client/src/guards/safe-from',
    'web/src/features/auth/components/finish-sign-up',
  ],
};

/**
 * The admin dashboard's two reads, the queue counts and the waiting feed, which it starts
 * together: one file after the frame instead of two of under 1 KB each.
 */
const ADMIN_DASHBOARD_READS: ModuleGroup = {
  name: 'dashboard-reads',
  modules: [
    'admin/src/features/dashboard/api/dashboard-reads',
    'admin/src/features/admin-feed/api/admin-feed-reads',
  ],
};

/** What each app adds to the shared groups. */
export const APP_GROUP_MODULES = {
  web: {
    kit: ['web/src/components/ui/empty-state'],
    kitViews: ['web/src/components/ui/listing-image', 'web/src/utils/served-copy'],
    readLayer: ['web/src/utils/permission-denied', 'web/src/utils/public-profile'],
    signIn: [
      'web/src/features/auth/components/sign-in-panel',
      'web/src/features/auth/components/sign-in-screen',
      'web/src/features/auth/components/email-link-completion',
      'web/src/features/auth/components/email-link-form',
      'web/src/features/auth/utils/continue-path',
    ],
    groups: [PORTAL_READS, WEB_INBOX, WEB_GUARDS],
  },
  // The admin dashboard's tables, and the audit log, support requests and applications it reads.
  admin: {
    kitViews: [
      'admin/src/components/ui/table-frame',
      'admin/src/components/audit/audit-table',
      'admin/src/utils/serialize',
    ],
    documentSchemas: [
      'packages/core/src/schemas/audit-log',
      'packages/core/src/schemas/content',
      'packages/core/src/schemas/applications',
    ],
    readLayer: [
      'packages/client/src/queries/audit-log',
      'packages/client/src/queries/support-requests',
      'packages/client/src/queries/notifications',
    ],
    groups: [ADMIN_DASHBOARD_READS],
  },
  mobile: {},
} satisfies Record<string, GroupModules>;

/** Every app's chunk groups, after its own (`vite.shared.ts`). */
export function sharedChunkGroups(groupModules: GroupModules = {}): ChunkGroup[] {
  return [
    ...moduleGroups(groupModules).map(({ name, modules }) => ({ name, test: modulesAt(modules) })),
    FIREBASE_APP,
    FIRESTORE,
  ];
}
