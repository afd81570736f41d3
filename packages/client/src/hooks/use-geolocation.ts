import { useCallback, useState } from 'react';

import { positionChanged, selectPosition } from '../session/session-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** Where asking the browser stands: denied = the person or the site settings said no. */
export type LocateStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/** [latitude, longitude]. */
export type Position = [number, number];

/**
 * Coarse (a cached fix up to 5 minutes old will do) for searching around someone; precise (GPS,
 * at most a minute old) for placing a venue where its partner stands.
 */
const OPTIONS: Record<'coarse' | 'precise', PositionOptions> = {
  coarse: { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
  precise: { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
};

/**
 * Asks the browser where the device is, only when `locate` is called (a press on "Use my
 * location"), and hands the answer to `onPosition` (memoise it: `locate` changes with it). `status` says what happened, so the page can
 * say why there is no position (blocked, or the device could not tell).
 */
export function useGeolocation(
  onPosition: (position: Position) => void,
  { accuracy = 'coarse' }: { accuracy?: 'coarse' | 'precise' } = {},
) {
  const [status, setStatus] = useState<LocateStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setStatus('located');
        onPosition([coords.latitude, coords.longitude]);
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      OPTIONS[accuracy],
    );
  }, [accuracy, onPosition]);
  return { status, locate };
}

/**
 * The person's own position for searching around them: the one they shared earlier in this
 * session (kept in the session store, so every page searches around it), else null until they
 * press "Use my location". A new position goes to the session, then to `onPosition`.
 */
export function useMyLocation(onPosition?: (position: Position) => void) {
  const dispatch = useAppDispatch();
  const shared = useAppSelector(selectPosition);
  const keep = useCallback(
    (position: Position) => {
      dispatch(positionChanged(position));
      onPosition?.(position);
    },
    [dispatch, onPosition],
  );
  const { status, locate } = useGeolocation(keep);
  return {
    position: shared,
    status: status === 'idle' && shared ? ('located' as const) : status,
    locate,
  };
}
