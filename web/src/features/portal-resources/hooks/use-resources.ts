import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchResources, selectResources } from '../api/resources-slice';
import type { ResourceView } from '../api/resource-view';

/**
 * The videos or the documents: read when the page opens, again on every visit (the last copy
 * shows meanwhile); the entry and a retry.
 */
export function useResources(kind: ResourceView['kind']) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchResources(kind)), [dispatch, kind]);
  return useRemote(
    useAppSelector((state) => selectResources(state, kind)),
    load,
  );
}
