/**
 * The pages the benchmarks measure, one row each: the rows of issue 16's goals table (Lighthouse)
 * and the routes whose first-load JavaScript is budgeted (the bundle benchmark and the budget
 * check in `npm test`). bench/budgets.json holds the goals; this file says what each row loads.
 */

export type AppName = 'web' | 'admin' | 'mobile';

/** A demo account of scripts/seed/demo-accounts.json, signed in through the app's own form. */
export type DemoAccountKey = 'admin' | 'partner' | 'fundaxer' | 'angel';

export interface MeasuredPage {
  /** Stable id: the key in bench/budgets.json and in bench/RESULTS.md. */
  id: string;
  label: string;
  app: AppName;
  /** The path loaded; `{event}` is replaced by a seeded upcoming public event's id. */
  path: string;
  /** Signed in first through the app's sign-in form as this demo account. */
  as?: DemoAccountKey;
  /**
   * The chunks that render this route, as keys of the app's Vite manifest (besides the entry,
   * which every route loads): the route's lazy module and any lazy layout around it.
   */
  routeChunks: string[];
}

/** The app folder whose `dist` the Hosting emulator serves for each app. */
export const APP_DIRS: Record<AppName, string> = {
  web: 'web',
  admin: 'admin',
  mobile: 'mobile-shell',
};

const webRoute = (module: string) => `src/app/routes/${module}.tsx`;
const PORTAL_GATE = 'src/app/layouts/portal-gate.tsx';
const PORTAL_SHELL = 'src/features/portal-shell/components/portal-shell.tsx';

const page = <T extends MeasuredPage>(measured: T): T => measured;

const WEB_HOME = page({ id: 'web-home', label: 'web /', app: 'web', path: '/', routeChunks: [webRoute('home')] });
const WEB_EVENT = page({
  id: 'web-event',
  label: 'web /event/{id}',
  app: 'web',
  path: '/event/{event}',
  routeChunks: [webRoute('event-detail')],
});
const WEB_PORTAL_DASHBOARD = page({
  id: 'web-portal-dashboard',
  label: 'web /portal/dashboard (partner)',
  app: 'web',
  path: '/portal/dashboard',
  as: 'partner',
  routeChunks: [PORTAL_GATE, PORTAL_SHELL, webRoute('portal-dashboard')],
});
const ADMIN_DASHBOARD = page({
  id: 'admin-dashboard',
  label: 'admin /auth/dashboard (admin)',
  app: 'admin',
  path: '/auth/dashboard',
  as: 'admin',
  routeChunks: ['src/app/routes/dashboard.tsx'],
});
const WEB_PARTNERS = page({
  id: 'web-partners',
  label: 'web /partners',
  app: 'web',
  path: '/partners',
  routeChunks: [webRoute('partners')],
});
const WEB_BUSINESSES = page({
  id: 'web-businesses',
  label: 'web /businesses',
  app: 'web',
  path: '/businesses',
  routeChunks: [webRoute('businesses')],
});
// The shell is one page in the entry chunk: no lazy route.
const MOBILE_HOME = page({ id: 'mobile-home', label: 'mobile /', app: 'mobile', path: '/', routeChunks: [] });

/** Lighthouse rows: issue 16's goals table (public, signed in, mobile shell). */
export const LIGHTHOUSE_PAGES = [
  WEB_HOME,
  WEB_EVENT,
  WEB_PARTNERS,
  WEB_BUSINESSES,
  WEB_PORTAL_DASHBOARD,
  ADMIN_DASHBOARD,
  MOBILE_HOME,
] as const;

/** Bundle rows: the first-load JavaScript of each app's front doors and busiest pages. */
export const BUNDLE_PAGES = [
  WEB_HOME,
  WEB_EVENT,
  WEB_PARTNERS,
  WEB_BUSINESSES,
  page({ id: 'web-login', label: 'web /login', app: 'web', path: '/login', routeChunks: [webRoute('login')] }),
  WEB_PORTAL_DASHBOARD,
  // The sign-in page is part of the admin entry (not a lazy route).
  page({ id: 'admin-home', label: 'admin /', app: 'admin', path: '/', routeChunks: [] }),
  ADMIN_DASHBOARD,
  MOBILE_HOME,
] as const;


/**
 * Keeps the rows named on the command line (`--pages=web-home,mobile-home`) or in BENCH_PAGES,
 * for a quick check of one page; all rows otherwise. An unknown id is an error, not a no-op.
 */
export function selectPages<T extends MeasuredPage>(pages: readonly T[], wanted: string | undefined): T[] {
  if (!wanted) return [...pages];
  const ids = wanted.split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = ids.filter((id) => !pages.some((page) => page.id === id));
  if (unknown.length > 0) {
    throw new Error(
      `Unknown page id ${unknown.join(', ')}; the ids are: ${pages.map((page) => page.id).join(', ')}.`,
    );
  }
  return pages.filter((page) => ids.includes(page.id));
}

/** `--name=value` from the command line, else the environment variable, else undefined. */
export function option(name: string, envName: string): string | undefined {
  const prefix = `--${name}=`;
  const arg = process.argv.find((value) => value.startsWith(prefix));
  return arg ? arg.slice(prefix.length) : process.env[envName] || undefined;
}
