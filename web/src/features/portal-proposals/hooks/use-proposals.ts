import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import {
  fetchAwaitingMe,
  fetchEventRevision,
  selectAwaitingMe,
  selectEventRevision,
} from '../api/proposals-slice';

// Each hook reads when its page opens, again on every visit and after an answer or an edit marks
// it out of date (the last copy shows meanwhile); it returns the entry and a retry.

/** Proposals and changes waiting for the user's answer. */
export function useAwaitingMe() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchAwaitingMe()), [dispatch]);
  return useRemote(useAppSelector(selectAwaitingMe), load);
}

/** The change to one of the user's events (pending, or as last reviewed). */
export function useEventRevision(eventId: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchEventRevision(eventId)), [dispatch, eventId]);
  return useRemote(
    useAppSelector((state) => selectEventRevision(state, eventId)),
    load,
  );
}
