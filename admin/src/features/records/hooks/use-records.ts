import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import type { RecordKind, RecordListQuery } from '../api/record-types';
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

/** The results for a search term (none for an empty term). */
export function useSearch(term: string) {
  const dispatch = useAppDispatch();
  const entry = useAppSelector((state) => selectSearch(state, term));
  const search = useCallback(() => {
    if (term !== '') void dispatch(runSearch(term));
  }, [dispatch, term]);
  useEffect(search, [search]);
  return { entry, retry: search };
}
