import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import {
  type PortalListName,
  fetchPortalEvent,
  fetchPortalList,
  fetchPortalVenue,
  selectPortalEvent,
  selectPortalList,
  selectPortalVenue,
} from '../api/portal-slice';

/**
 * Loads one of the user's lists, again on every visit (a page shows what is true now, e.g. an
 * approval since the last visit; the last copy shows meanwhile).
 */
export function usePortalList<K extends PortalListName>(name: K) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchPortalList(name)), [dispatch, name]);
  return useRemote(
    useAppSelector((state) => selectPortalList(state, name)),
    load,
  );
}

/** One of the user's events, for its page. */
export function usePortalEvent(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchPortalEvent(id)), [dispatch, id]);
  return useRemote(
    useAppSelector((state) => selectPortalEvent(state, id)),
    load,
  );
}

/** One of the partner's venues, for its page. */
export function usePortalVenue(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchPortalVenue(id)), [dispatch, id]);
  return useRemote(
    useAppSelector((state) => selectPortalVenue(state, id)),
    load,
  );
}

/** Reads lists again after a change (a save elsewhere leaves them out of date). */
export function useRefreshPortal() {
  const dispatch = useAppDispatch();
  return useCallback(
    (...names: PortalListName[]) => {
      for (const name of names) void dispatch(fetchPortalList(name));
    },
    [dispatch],
  );
}
