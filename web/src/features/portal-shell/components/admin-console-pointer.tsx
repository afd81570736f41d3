import { selectIdentity, useAppSelector } from '@fundax/client';
import type { ReactNode } from 'react';

/**
 * Where the admin console is: VITE_ADMIN_CONSOLE_URL when the build names it (each app is its
 * own Hosting site, so the web app cannot guess the address), else null.
 */
export function adminConsoleUrl(env: Record<string, unknown> = import.meta.env): string | null {
  const url = env.VITE_ADMIN_CONSOLE_URL;
  return typeof url === 'string' && /^https?:\/\//.test(url.trim()) ? url.trim() : null;
}

/**
 * For an admin without a partner, fundaxer or angel account: the portal is for those roles, the
 * review queues and payouts are in the admin console.
 */
export function AdminConsolePointer({ signOut }: { signOut?: ReactNode }) {
  const identity = useAppSelector(selectIdentity);
  const url = adminConsoleUrl();
  return (
    <section className="card stack" aria-labelledby="admin-console-pointer">
      <h1 id="admin-console-pointer">Admins work in the admin console</h1>
      <p>
        You are signed in{identity?.email ? ` as ${identity.email}` : ''} with an admin account. The
        portal is for partners, fundaxers and angels; reviews, payouts, records and resources are
        managed in the Fundax admin console.
      </p>
      {url ? (
        <p>
          <a className="button" href={url}>
            Open the admin console
          </a>
        </p>
      ) : (
        <p>Open the admin console at its own address (your team’s admin site).</p>
      )}
      {signOut ? <p>{signOut}</p> : null}
    </section>
  );
}
