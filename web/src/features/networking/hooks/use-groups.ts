import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchGroups, selectGroups } from '../api/networking-slice';

/** The networking group directory. */
export function useGroups() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchGroups()), [dispatch]);
  return useRemote(useAppSelector(selectGroups), load);
}
