import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import type { CauseCategory } from '@fundax/core';
import { useCallback } from 'react';

import {
  fetchFundaxer,
  fetchFundaxers,
  selectFundaxerEntry,
  selectFundaxerList,
} from '../api/fundraisers-slice';

/** One listed fundaxer (null id: nothing to load, e.g. an event without a fundaxer). */
export function useFundaxer(uid: string | null) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (uid) void dispatch(fetchFundaxer(uid));
  }, [dispatch, uid]);
  const entry = useAppSelector((state) => (uid ? selectFundaxerEntry(state, uid) : undefined));
  return useRemote(entry, load);
}

/** The fundaxer listing, all causes or one. */
export function useFundaxerList(category: CauseCategory | null) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchFundaxers(category)), [dispatch, category]);
  return useRemote(
    useAppSelector((state) => selectFundaxerList(state, category)),
    load,
  );
}
