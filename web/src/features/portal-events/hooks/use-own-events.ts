import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import {
  fetchFundaxerOptions,
  fetchOwnEvent,
  fetchOwnEvents,
  fetchVenueOptions,
  selectFundaxerOptions,
  selectOwnEvent,
  selectOwnEvents,
  selectVenueOptions,
} from '../api/events-slice';

// Each hook reads when its page opens, again on every visit (a page shows what is true now, e.g.
// an approval since the last visit; the last copy shows meanwhile) and after a change marks it
// out of date; it returns the entry and a retry.

/** The user's events in every state. */
export function useOwnEvents() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchOwnEvents()), [dispatch]);
  return useRemote(useAppSelector(selectOwnEvents), load);
}

/** One of the user's events, for its page. */
export function useOwnEvent(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchOwnEvent(id)), [dispatch, id]);
  return useRemote(
    useAppSelector((state) => selectOwnEvent(state, id)),
    load,
  );
}

/** Where the user may hold an event. */
export function useVenueOptions() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchVenueOptions()), [dispatch]);
  return useRemote(useAppSelector(selectVenueOptions), load);
}

/** The listed fundaxers a partner may name on an event. */
export function useFundaxerOptions() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchFundaxerOptions()), [dispatch]);
  return useRemote(useAppSelector(selectFundaxerOptions), load);
}
