import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import type { NetworkCategory } from '@fundax/core';
import { useCallback } from 'react';

import {
  fetchAngel,
  fetchAngelsInCategory,
  fetchCategoryCounts,
  fetchDues,
  selectAngelEntry,
  selectAngelsInCategory,
  selectCategoryCounts,
  selectDuesEntry,
} from '../api/angels-slice';

export function useAngel(uid: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchAngel(uid)), [dispatch, uid]);
  return useRemote(
    useAppSelector((state) => selectAngelEntry(state, uid)),
    load,
  );
}

export function useCategoryCounts() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchCategoryCounts()), [dispatch]);
  return useRemote(useAppSelector(selectCategoryCounts), load);
}

/** Angels in one category (null: none chosen, nothing loads). */
export function useAngelsInCategory(category: NetworkCategory | null) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (category) void dispatch(fetchAngelsInCategory(category));
  }, [dispatch, category]);
  const entry = useAppSelector((state) =>
    category ? selectAngelsInCategory(state, category) : undefined,
  );
  return useRemote(entry, load);
}

/** The signed-in angel's dues; loads only once `enabled` (when the session is signed in). */
export function useDues(applicationId: string, enabled: boolean) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (enabled) void dispatch(fetchDues(applicationId));
  }, [dispatch, applicationId, enabled]);
  return useRemote(
    useAppSelector((state) => selectDuesEntry(state, applicationId)),
    load,
  );
}
