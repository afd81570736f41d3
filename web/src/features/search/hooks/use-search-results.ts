import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchSearchResults, selectSearchResults } from '../api/search-slice';
import type { SearchRequest } from '../utils/search-request';

/**
 * The results of a search (memoise the request: a new object is a new search), read when the
 * page opens and for each new search. An empty query asks nothing.
 */
export function useSearchResults(request: SearchRequest) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (request.query !== '') void dispatch(fetchSearchResults(request));
  }, [dispatch, request]);
  return useRemote(
    useAppSelector((state) => selectSearchResults(state, request)),
    load,
  );
}
