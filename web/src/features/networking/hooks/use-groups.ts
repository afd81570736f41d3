import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import { fetchGroups, selectGroups } from '../api/networking-slice';

/** The networking group directory. */
export function useGroups() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchGroups()), [dispatch]);
  useEffect(load, [load]);
  return { entry: useAppSelector(selectGroups), retry: load };
}
