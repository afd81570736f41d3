import { type AppStore, type RootState, SessionRoot } from '@fundax/client';
import { PageSite } from '@fundax/client/ui';
import type { ReactNode } from 'react';

/**
 * The console around its router: the store with the session, and the page frame. The browser
 * renders it around its router (main.tsx), the build around a static one (prerender.tsx).
 */
export function App({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <SessionRoot store={store} serverState={serverState}>
      <PageSite name="Fundax admin">{children}</PageSite>
    </SessionRoot>
  );
}
