import { useOnline } from '@fundax/client';

/**
 * While the phone is offline: says so, and what that means for the page. The live region is
 * always there, so that going offline is announced.
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div
      role="status"
      className={online ? 'offline-banner offline-banner--hidden' : 'offline-banner'}
    >
      {online ? null : (
        <p>
          <strong>You are offline.</strong> You see what this phone saved; changes need a
          connection.
        </p>
      )}
    </div>
  );
}
