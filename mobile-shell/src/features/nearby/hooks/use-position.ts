import { positionChanged, selectPosition, useAppDispatch, useAppSelector } from '@fundax/client';
import { DEFAULT_CENTER } from '@fundax/core';
import { useCallback, useState } from 'react';

export type LocateStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/**
 * Where to search around: the position the person shared (kept in the session, docs/product.md §4.7),
 * else downtown Albuquerque. The browser is asked only when they tap "Use my location".
 */
export function usePosition() {
  const dispatch = useAppDispatch();
  const shared = useAppSelector(selectPosition);
  const [status, setStatus] = useState<LocateStatus>(shared ? 'located' : 'idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        dispatch(positionChanged([coords.latitude, coords.longitude]));
        setStatus('located');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [dispatch]);
  const center: [number, number] = shared ?? [DEFAULT_CENTER[0], DEFAULT_CENTER[1]];
  return { center, shared: shared !== null, status, locate };
}
