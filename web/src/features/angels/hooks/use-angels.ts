import { useAppDispatch, useAppSelector } from '@fundax/client';
import type { NetworkCategory } from '@fundax/core';
import { useCallback, useEffect } from 'react';

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
  useEffect(load, [load]);
  return { entry: useAppSelector((state) => selectAngelEntry(state, uid)), retry: load };
}

export function useCategoryCounts() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchCategoryCounts()), [dispatch]);
  useEffect(load, [load]);
  return { entry: useAppSelector(selectCategoryCounts), retry: load };
}

/** Angels in one category (null: none chosen, nothing loads). */
export function useAngelsInCategory(category: NetworkCategory | null) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (category) void dispatch(fetchAngelsInCategory(category));
  }, [dispatch, category]);
  useEffect(load, [load]);
  const entry = useAppSelector((state) =>
    category ? selectAngelsInCategory(state, category) : undefined,
  );
  return { entry, retry: load };
}

/** The signed-in angel's dues; loads only once `enabled` (when the session is signed in). */
export function useDues(applicationId: string, enabled: boolean) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (enabled) void dispatch(fetchDues(applicationId));
  }, [dispatch, applicationId, enabled]);
  useEffect(load, [load]);
  return { entry: useAppSelector((state) => selectDuesEntry(state, applicationId)), retry: load };
}
