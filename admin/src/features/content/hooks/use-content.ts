import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import type { ContentName } from '../api/content-reads';
import { fetchContent, selectContent } from '../api/content-slice';

/** One content list: read on every visit, and again after a save changes it. */
export function useContent<N extends ContentName>(name: N) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectContent(state, name));
  const load = useCallback(() => void dispatch(fetchContent(name)), [dispatch, name]);
  useEffect(load, [load]);
  const isStale = entry.status === 'idle' && entry.data !== null;
  useEffect(() => {
    if (isStale) load();
  }, [isStale, load]);
  return { entry, reload: load };
}
