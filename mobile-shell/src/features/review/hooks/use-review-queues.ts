import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchReviewQueues, selectReviewQueues } from '../api/review-slice';

/** The admin's review queues, read when the page opens; nothing is read while not `live`. */
export function useReviewQueues(live: boolean) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (live) void dispatch(fetchReviewQueues());
  }, [dispatch, live]);
  return useRemote(useAppSelector(selectReviewQueues), load);
}
