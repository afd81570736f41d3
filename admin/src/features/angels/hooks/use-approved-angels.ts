import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchApprovedAngels, selectApprovedAngels } from '../api/angels-slice';

/** The approved angels, read on every visit and again after an approval. */
export function useApprovedAngels() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchApprovedAngels()), [dispatch]);
  const { entry, retry } = useRemote(useAppSelector(selectApprovedAngels), load);
  return { approved: entry, reload: retry };
}
