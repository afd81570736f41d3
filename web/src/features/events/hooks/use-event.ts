import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import {
  fetchEvent,
  fetchEventList,
  type EventListKey,
  selectEventEntry,
  selectEventList,
} from '../api/events-slice';

/** Loads one event for its page (again on every visit; the last copy shows meanwhile). */
export function useEvent(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEvent(id)), [dispatch, id]);
  useEffect(load, [load]);
  return { entry: useAppSelector((state) => selectEventEntry(state, id)), retry: load };
}

/** Loads a public list of events: the special ones, a partner's or a fundaxer's. */
export function useEventList(key: EventListKey) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEventList(key)), [dispatch, key]);
  useEffect(load, [load]);
  return { entry: useAppSelector((state) => selectEventList(state, key)), retry: load };
}
