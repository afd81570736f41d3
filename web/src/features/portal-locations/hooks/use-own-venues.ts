import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import {
  fetchOwnVenue,
  fetchOwnVenues,
  selectOwnVenue,
  selectOwnVenues,
} from '../api/locations-slice';

// Each hook reads when its page opens, again on every visit (the last copy shows meanwhile) and
// after a change marks it out of date; it returns the entry and a retry.

/** The partner's venues in every state. */
export function useOwnVenues() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchOwnVenues()), [dispatch]);
  return useRemote(useAppSelector(selectOwnVenues), load);
}

/** One of the partner's venues, for its page. */
export function useOwnVenue(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchOwnVenue(id)), [dispatch, id]);
  return useRemote(
    useAppSelector((state) => selectOwnVenue(state, id)),
    load,
  );
}
