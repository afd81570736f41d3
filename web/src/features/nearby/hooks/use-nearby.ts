import { useAppDispatch, useAppSelector } from '@fundax/client';
import { type NearbyQuery, searchNearby, selectNearby } from '@fundax/client/nearby/nearby-slice';
import { useCallback } from 'react';

/** The nearby search state (a lazily injected slice) and a function to run a new search. */
export function useNearby() {
  const dispatch = useAppDispatch();
  const nearby = useAppSelector(selectNearby);
  const search = useCallback(
    (query: NearbyQuery) => void dispatch(searchNearby(query)),
    [dispatch],
  );
  return { ...nearby, search };
}
