import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback, useEffect, useMemo } from 'react';

import type { RecordKind, RecordListQuery, RecordSearch } from '../api/record-types';
import {
  fetchRecord,
  fetchRecordsPage,
  runSearch,
  selectRecordDetail,
  selectRecordList,
  selectSearch,
} from '../api/records-slice';

/** A records list: its first page on every visit or filter change, more on request. */
export function useRecordList(list: RecordListQuery) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => selectRecordList(state, list));
  const key = JSON.stringify(list);
  const reload = useCallback(
    () =>
      void dispatch(fetchRecordsPage({ list: JSON.parse(key) as RecordListQuery, more: false })),
    [dispatch, key],
  );
  useEffect(reload, [reload]);
  // Cleared by a change made elsewhere (a review, a cancellation): read it again.
  const missing = current === undefined;
  useEffect(() => {
    if (missing) reload();
  }, [missing, reload]);
  const loadMore = useCallback(
    () => void dispatch(fetchRecordsPage({ list: JSON.parse(key) as RecordListQuery, more: true })),
    [dispatch, key],
  );
  return { list: current, reload, loadMore };
}

/** One record by id (of one kind, or any): read on every visit and after each change to it. */
export function useRecord(id: string, kind: RecordKind | null) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchRecord({ id, kind })), [dispatch, id, kind]);
  const { entry, retry } = useRemote(
    useAppSelector((state) => selectRecordDetail(state, id, kind)),
    load,
  );
  return { entry, reload: retry };
}

/** The results of a search (none for an empty term), read again on each visit. */
export function useSearch(term: string, kind: RecordKind | null) {
  const dispatch = useAppDispatch();
  const search: RecordSearch = useMemo(() => ({ term, kind }), [term, kind]);
  const load = useCallback(() => {
    if (search.term !== '') void dispatch(runSearch(search));
  }, [dispatch, search]);
  return useRemote(
    useAppSelector((state) => selectSearch(state, search)),
    load,
  );
}
