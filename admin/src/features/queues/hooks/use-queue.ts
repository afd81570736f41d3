import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import type { QueueName } from '../api/queue-reads';
import { fetchQueue, queueCleared, selectQueue } from '../api/queues-slice';

/**
 * One admin action list. Opening a page asks for it, and the slice reads it only when it is
 * empty (docs/product.md §4.9). `reload` empties the list first, so a fresh read is the same rule at work.
 */
export function useQueue<N extends QueueName>(name: N) {
  const dispatch = useAppDispatch();
  const queue = useAppSelector((state) => selectQueue(state, name));
  const empty = queue.items.length === 0;
  useEffect(() => {
    void dispatch(fetchQueue(name));
  }, [dispatch, name]);
  // Emptied by a change elsewhere (a reversal owes a payout again), or every shown item was
  // handled while more were waiting: the list is empty, so it is read again.
  const emptied = queue.status === 'idle' || (empty && queue.more);
  useEffect(() => {
    if (emptied) void dispatch(fetchQueue(name));
  }, [dispatch, name, emptied]);
  const reload = useCallback(() => {
    dispatch(queueCleared(name));
    void dispatch(fetchQueue(name));
  }, [dispatch, name]);
  return { queue, reload };
}
