import { positionChanged, useAppDispatch } from '@fundax/client';
import { useCallback, useState } from 'react';

export type LocateStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

/**
 * "Use my location": asks the browser once (coarse, a cached fix up to 5 minutes old is fine),
 * keeps the position in the session (docs/product.md §4.7) and hands it to `onPosition`.
 */
export function useMyLocation(onPosition: (position: [number, number]) => void) {
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<LocateStatus>('idle');
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position: [number, number] = [coords.latitude, coords.longitude];
        dispatch(positionChanged(position));
        setStatus('located');
        onPosition(position);
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, [dispatch, onPosition]);
  return { status, locate };
}
