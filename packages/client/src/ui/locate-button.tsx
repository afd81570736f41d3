import type { LocateStatus } from '../hooks/use-geolocation';
import { ProgressButton } from './submit-button';

/** "Use my location", with progress while the browser answers (see useGeolocation). */
export function LocateButton({
  status,
  onLocate,
  label = 'Use my location',
  pendingLabel = 'Finding you…',
}: {
  status: LocateStatus;
  onLocate: () => void;
  label?: string;
  pendingLabel?: string;
}) {
  return (
    <ProgressButton
      type="button"
      variant="secondary"
      pending={status === 'locating'}
      pendingLabel={pendingLabel}
      onClick={onLocate}
    >
      {label}
    </ProgressButton>
  );
}
