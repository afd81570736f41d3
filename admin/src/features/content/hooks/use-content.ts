import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import type { ContentName } from '../api/content-reads';
import { fetchContent, selectContent } from '../api/content-slice';

/** One content list: read on every visit, and again after a save changes it. */
export function useContent<N extends ContentName>(name: N) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchContent(name)), [dispatch, name]);
  const { entry, retry } = useRemote(
    useAppSelector((state) => selectContent(state, name)),
    load,
  );
  return { entry, reload: retry };
}
