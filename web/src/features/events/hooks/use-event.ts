import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import {
  type EventListKey,
  fetchEvent,
  fetchEventList,
  selectEventEntry,
  selectEventList,
} from '../api/events-slice';

/** Loads one event for its page (again on every visit; the last copy shows meanwhile). */
export function useEvent(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEvent(id)), [dispatch, id]);
  return useRemote(
    useAppSelector((state) => selectEventEntry(state, id)),
    load,
  );
}

/** Loads a public list of events: the special ones, a partner's or a fundaxer's. */
export function useEventList(key: EventListKey) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEventList(key)), [dispatch, key]);
  return useRemote(
    useAppSelector((state) => selectEventList(state, key)),
    load,
  );
}
