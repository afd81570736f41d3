import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchStatement, selectStatement } from '../api/money-slice';

/** The settlement statement of one of the user's events: read on every visit, and after new results. */
export function useStatement(eventId: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchStatement(eventId)), [dispatch, eventId]);
  return useRemote(
    useAppSelector((state) => selectStatement(state, eventId)),
    load,
  );
}
