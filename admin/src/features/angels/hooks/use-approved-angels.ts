import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import { fetchApprovedAngels, selectApprovedAngels } from '../api/angels-slice';

/** The approved angels, read on every visit and again after an approval. */
export function useApprovedAngels() {
  const dispatch = useAppDispatch();
  const approved = useAppSelector(selectApprovedAngels);
  const load = useCallback(() => void dispatch(fetchApprovedAngels()), [dispatch]);
  useEffect(load, [load]);
  const isStale = approved.status === 'idle' && approved.data !== null;
  useEffect(() => {
    if (isStale) load();
  }, [isStale, load]);
  return { approved, reload: load };
}
