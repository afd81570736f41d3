/** Next to controls that are off while offline: says what needs a connection. */
export function OfflineNote({ action }: { action: string }) {
  return <p className="offline-note">You are offline: {action} needs a connection.</p>;
}
